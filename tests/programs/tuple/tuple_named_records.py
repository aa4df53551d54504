# tuples as lightweight records with index constants
NAME, AGE, EMAIL = 0, 1, 2
people = [
    ("Ann", 34, "ann@example.com"),
    ("Ben", 27, "ben@example.org"),
    ("Cat", 45, "cat@example.com"),
]
for p in sorted(people, key=lambda p: p[AGE]):
    print(f"{p[NAME]:<5}{p[AGE]:>4}  {p[EMAIL]}")
domains = {}
for p in people:
    domain = p[EMAIL].split("@")[1]
    domains[domain] = domains.get(domain, ()) + (p[NAME],)
print(domains)
oldest = max(people, key=lambda p: p[AGE])
print(oldest, oldest[NAME])
avg = sum(p[AGE] for p in people) / len(people)
print(round(avg, 2))
older = tuple(p[NAME] for p in people if p[AGE] > avg)
print(older)
