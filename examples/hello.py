# A small agent-style program: parse records, aggregate, report.
records = [
    "alice,engineering,120000",
    "bob,marketing,85000",
    "carol,engineering,135000",
    "dave,sales,70000",
]
by_dept = {}
for line in records:
    name, dept, salary = line.split(",")
    by_dept.setdefault(dept, []).append(int(salary))

for dept, salaries in sorted(by_dept.items()):
    avg = sum(salaries) / len(salaries)
    print(f"{dept:<12} n={len(salaries)} avg={avg:>10,.2f}")
print(max(by_dept, key=lambda d: sum(by_dept[d])))
