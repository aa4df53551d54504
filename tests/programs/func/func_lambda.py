# lambda expressions
square = lambda x: x * x
add = lambda a, b=10: a + b
print(square(7), add(1), add(1, 2), (lambda: "no args")())
print(sorted(["banana", "Apple", "cherry"], key=lambda s: s.lower()))
print(list(map(lambda x: x ** 2, range(5))), list(filter(lambda s: len(s) > 2, ["a", "abc", "de", "fgh"])))
pairs = [(1, "b"), (2, "a"), (0, "c")]
print(sorted(pairs, key=lambda p: p[1]), max(pairs, key=lambda p: p[0]))
print((lambda *a, **k: (a, k))(1, 2, x=3))
fns = {"up": lambda s: s.upper(), "rev": lambda s: s[::-1]}
print({k: f("Lambda") for k, f in fns.items()})
curry = lambda a: lambda b: lambda c: a + b + c
print(curry(1)(2)(3))
print((lambda x: (lambda y: x * y))(6)(7))
print(square.__name__, (lambda: 0).__name__)
