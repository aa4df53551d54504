# index() with bounds and error messages
xs = ["a", "b", "a", "c", "a"]
print(xs.index("a"), xs.index("a", 1), xs.index("a", 3), xs.index("c", -3), xs.index("a", -1))
print(xs.count("a"), xs.count("z"), [i for i, x in enumerate(xs) if x == "a"])
for args in [("z",), ("c", 0, 2), ("b", 2)]:
    try:
        xs.index(*args)
    except ValueError as e:
        print("ValueError:", e)
print([1, 2, 3].index(2.0), [[1], [2]].index([2]), [None].count(None))
print(xs.index("a", 0, 100), xs.index("c", -100))
