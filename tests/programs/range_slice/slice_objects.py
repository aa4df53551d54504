# slice objects and .indices()
s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step)
print(slice(5), slice(None, None, -1), slice(2, None))
data = list(range(20))
print(data[s], data[slice(None, 5)], data[slice(-3, None)], data[slice(None, None, -4)])
for sl in [slice(None), slice(2, 8), slice(-5, None), slice(None, None, -1), slice(100, 200), slice(-100, 3), slice(1, 10, 3), slice(10, 1, -3)]:
    print(sl, sl.indices(12), len(range(*sl.indices(12))))
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3))
text = "abcdefghij"
first_half = slice(0, len(text) // 2)
print(text[first_half], text[slice(len(text) // 2, None)])
print(range(20)[s], tuple(range(10))[slice(3, 7)])
try:
    slice(1, 2, 0).indices(5)
except ValueError as e:
    print("ValueError:", e)
