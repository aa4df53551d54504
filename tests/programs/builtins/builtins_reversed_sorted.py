# reversed() and sorted() with key= and reverse=
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(4))), list(reversed((1, 2))))
print(list(reversed({"a": 1, "b": 2})), "".join(reversed("stressed")))
data = [("b", 2), ("a", 3), ("c", 1), ("a", 1)]
print(sorted(data), sorted(data, reverse=True), sorted(data, key=lambda p: p[1]))
print(sorted(data, key=lambda p: (p[0], -p[1])), sorted("Hello World"), sorted("Hello World", key=str.lower))
print(sorted([3, 1, 2], reverse=True), sorted({3: "c", 1: "a"}), sorted((x % 3 for x in range(7))))
nums = [5, 2, 8]
s = sorted(nums)
print(s, nums, s is nums)
try:
    reversed({1, 2})
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([1], lambda x: x)
except TypeError as e:
    print("TypeError:", e)
