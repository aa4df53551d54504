# max and min with key, default and multiple args
print(max([3, 1, 4]), min([3, 1, 4]), max(3, 1, 4), min("hello"), max("apple", "pear"))
print(max([], default=None), min((), default="empty"), max([1], default=5))
words = ["kiwi", "Banana", "apple", "fig"]
print(max(words), min(words), max(words, key=len), min(words, key=str.lower), max(words, key=lambda w: w[-1]))
print(max([(1, "b"), (1, "a")]), min([[2, 1], [1, 9]]), max(range(10), key=lambda x: x % 4))
print(max(1, 2.5, True), min(-1, -1.0), max([1, 1.0]), max([1.0, 1]))
print(max({"a": 3, "b": 9}, key={"a": 3, "b": 9}.get), min({3: "x", 1: "y"}))
for bad in [lambda: max([]), lambda: min(), lambda: max(1), lambda: max([1, "a"])]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
