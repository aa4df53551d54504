# dict() and update() from pairs, zip of two iterables, and the errors for
# elements that are not pairs.
keys = ["id", "name", "qty"]
rows = [["1", "a", "3"], ["2", "b"], ["3", "c", "9", "extra"]]
for r in rows:
    print(dict(zip(keys, r)))
print(list(zip([1, 2, 3], "ab")), list(zip([1])), list(zip()), list(zip("abc", [1, 2, 3], (4, 5, 6))))
d = {}
d.update([(1, 2), [3, 4], "xy", iter((5, 6))])
print(d)
d.update(zip("ab", range(2)))
print(d)
for bad in [[(1, 2, 3)], [1], [(1,)], ["abc"]]:
    try:
        dict(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print(e)
try:
    list(zip([1], [1, 2], strict=True))
except ValueError as e:
    print(e)
print(dict([(("t", 1), [1]), ((), 0)]), {k: v for k, v in zip(range(3), "xyz")})
h = {}
for k in ["a", "b", "a", 1, 1.0, True, (1, "a"), "a" * 30]:
    h[k] = h.get(k, 0) + 1
print(h)
