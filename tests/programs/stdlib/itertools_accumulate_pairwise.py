import itertools
import operator
data = [3, 4, 6, 2, 1, 9, 0, 7, 5, 8]
print(list(itertools.accumulate(data)))
print(list(itertools.accumulate(data, operator.mul)))
print(list(itertools.accumulate(data, max)))
print(list(itertools.accumulate(data, initial=100)))
print(list(itertools.accumulate([], initial=5)), list(itertools.accumulate([])))
print(list(itertools.accumulate(["a", "b", "c"])))
print(list(itertools.accumulate([1, 2, 3], lambda a, b: a * 10 + b, initial=0)))
balance = list(itertools.accumulate([100, -20, -30, 50, -200], initial=0))
print(balance, min(balance))
print(list(itertools.pairwise("abcd")), list(itertools.pairwise([1])), list(itertools.pairwise([])))
print([b - a for a, b in itertools.pairwise([1, 4, 9, 16, 25])])
print(list(itertools.starmap(pow, [(2, 3), (3, 2), (10, 0)])), list(itertools.starmap(operator.add, [("a", "b")])))
print(list(itertools.compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(itertools.compress(range(10), itertools.cycle([0, 1]))))
print(list(itertools.filterfalse(lambda x: x % 3, range(12))), list(itertools.filterfalse(None, [0, 1, "", "x", None])))
print(list(itertools.zip_longest("abc", [1, 2], fillvalue="-")), list(itertools.zip_longest()))
print(list(itertools.zip_longest([1], [2, 3], [4, 5, 6])))
for label, fn in [
    ("acc none", lambda: list(itertools.accumulate(None))),
    ("acc types", lambda: list(itertools.accumulate([1, "a"]))),
    ("pairwise int", lambda: itertools.pairwise(5)),
    ("starmap", lambda: list(itertools.starmap(pow, [1, 2]))),
]:
    try:
        print(label, fn())
    except TypeError as e:
        print(label, "TypeError:", e)
