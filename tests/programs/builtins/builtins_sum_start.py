# sum() with start= and its restrictions
print(sum([1, 2, 3]), sum([1, 2, 3], 10), sum([1, 2, 3], start=100), sum([]), sum([], 5))
print(sum([0.1] * 10), sum([1, 2.5]), sum([True, True, False]), sum(range(101)))
print(sum([[1], [2, 3]], []), sum([(1,), (2,)], ()))
print(sum(x * x for x in range(4)), sum({1: "a", 2: "b"}), sum({5, 6}))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError:", e)
try:
    sum(["a", "b"])
except TypeError as e:
    print("TypeError:", e)
try:
    sum([b"a"], b"")
except TypeError as e:
    print("TypeError:", e)
print(sum([1, 2], start=0.5), sum([10 ** 20, 1]))
