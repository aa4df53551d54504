# filter and map
nums = [-2, -1, 0, 1, 2, 3]
print(list(filter(lambda n: n > 0, nums)), list(filter(None, nums)), list(filter(str.isdigit, ["1", "a", "22"])))
print(list(map(abs, nums)), list(map(str, nums)), list(map(lambda a, b: a + b, [1, 2], [10, 20, 30])))
print(list(map(int, "123")), list(map(len, ["a", "bb", ""])), list(map(pow, [2, 3], [3, 2], [5, 5])))
m = map(lambda x: x * 10, range(3))
print(next(m), list(m), list(m))
f = filter(lambda x: x % 2, range(6))
print(list(f))
print(sum(map(int, "9 8 7".split())), max(map(len, "a bb ccc".split())))
print(list(map(str.upper, filter(lambda s: s.startswith("a"), ["apple", "banana", "avocado"]))))
try:
    list(map(len, [1]))
except TypeError as e:
    print("TypeError:", e)
