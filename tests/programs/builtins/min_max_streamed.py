print(min([3, 1, 2]), max("hello"), min(3, 1, 2), max([1, 5, 3], key=lambda x: -x), min([], default="d"), max((i % 7 for i in range(100))))
print(max([(1, "b"), (1, "a")]), min([2.5, 1, True]), max([[1], [1, 2]], key=len), min("b", "a", key=str.upper))
for bad in [lambda: max([]), lambda: min(), lambda: max(1, 2, default=0), lambda: min(5), lambda: max([1, "a"]), lambda: min(x for x in [])]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(max(range(10**6)), min(range(5, 10**6)), max({"a": 1, "b": 2}), max({3, 1}), max(iter([4, 8, 1])))
print(max([1, 1.0]), type(max([1, 1.0])).__name__, min([1.0, 1]), max(1, 1.0, key=None))
