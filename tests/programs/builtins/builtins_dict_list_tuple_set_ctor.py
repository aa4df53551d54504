# constructors of container types
print(dict(), dict(a=1, b=2), dict([("x", 1)]), dict({"k": 1}, k=2), dict(zip("ab", [1, 2])))
print(list(), list("abc"), list(range(3)), list({"b": 1, "a": 2}), list((1, 2)))
print(tuple(), tuple("ab"), tuple([1, [2]]), tuple(x for x in range(3)))
print(set(), sorted(set("banana")), set([3, 3, 1]) == {1, 3}, frozenset(), frozenset([1, 1, 2]))
print(str(), str(12), str([1]), str(b"x"), str(b"caf\xc3\xa9", "utf-8"), str(object=5))
print(int(), float(), bool(), str() == "")
for bad in [lambda: dict([1, 2]), lambda: dict([("a", 1, 2)]), lambda: list(5), lambda: tuple(None), lambda: set(1.5)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
