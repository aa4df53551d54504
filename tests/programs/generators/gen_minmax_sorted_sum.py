# reductions over generator expressions with keys and defaults
people = [("ann", 31), ("bob", 25), ("cyd", 47), ("dee", 25)]
print(max(age for _, age in people), min(age for _, age in people))
print(max((p for p in people), key=lambda p: p[1]))
print(min((p for p in people), key=lambda p: (p[1], p[0])))
print(sorted((name for name, age in people if age < 40), reverse=True))
print(sum(age for _, age in people) / len(people))
print(max((x for x in []), default="nothing"), min((), default=0))
print(sum((x / 2 for x in range(5)), 100))
print(sorted(set(age for _, age in people)))
print(list(reversed(sorted(name[::-1] for name, _ in people))))
print(dict((name, age) for name, age in people if age > 30))
print(tuple(age > 30 for _, age in people), any(n == "dee" for n, _ in people))
