# Sorting records with tuple keys, operator.itemgetter/attrgetter, and stable multi-pass sorts.
from operator import itemgetter, attrgetter


class Emp:
    __slots__ = ("name", "dept", "salary", "age")

    def __init__(self, name, dept, salary, age):
        self.name = name
        self.dept = dept
        self.salary = salary
        self.age = age


DEPTS = ["eng", "ops", "sales", "hr", "legal", "design"]
rows = [(f"n{(i * 7919) % 100003:06d}", DEPTS[i % 6], 30000 + (i * 37) % 90000, 20 + i % 45) for i in range(60000)]

a = sorted(rows, key=itemgetter(1, 2))
b = sorted(rows, key=lambda r: (r[1], -r[2], r[0]))
c = sorted(rows, key=itemgetter(3), reverse=True)
stable = sorted(sorted(rows, key=itemgetter(0)), key=itemgetter(1))
emps = [Emp(*r) for r in rows[:30000]]
d = sorted(emps, key=attrgetter("dept", "age", "name"))
e = sorted(rows, key=lambda r: r[2])
rows.sort(key=itemgetter(2, 0))

print(a[0], a[-1])
print(b[0], b[-1])
print(c[0], stable[0], stable[-1])
print(d[0].name, d[-1].name, e[0], rows[0], rows[-1])
top = {}
for name, dept, salary, age in b:
    top.setdefault(dept, []).append(salary)
print({k: v[:2] for k, v in sorted(top.items())})
