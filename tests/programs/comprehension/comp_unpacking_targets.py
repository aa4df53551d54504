# tuple unpacking targets in comprehensions
points = [(1, 2), (3, 4), (5, 6)]
print([x + y for x, y in points])
print({x: y for x, y in points})
triples = [("a", 1, True), ("b", 2, False), ("c", 3, True)]
print([name for name, _, keep in triples if keep])
nested = [("p", (1, 2)), ("q", (3, 4))]
print([f"{n}={a * b}" for n, (a, b) in nested])
print([first for first, *rest in ["abc", "de", "f"]])
print([rest for first, *rest in ["abc", "de", "f"]])
print(dict((k, v) for k, v in [("x", 1), ("y", 2)]))
print([(b, a) for a, b in enumerate("xyz")])
print(sum(a * b for a, b in zip(range(5), range(5, 10))))
