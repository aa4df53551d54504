# comparing lists lexicographically; equality and identity
a = [1, 2, 3]
b = [1, 2, 3]
c = a
print(a == b, a is b, a is c, a != b)
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], [2] > [1, 99], [] < [0], [1, "a"] == [1, "a"])
print([[1, 2], [3]] == [[1, 2], [3]], [1.0, 2] == [1, 2.0])
c.append(4)
print(a, b, c)
print(max([[1, 2], [1, 3], [0, 9]]), min([[1, 2], [1, 3], [0, 9]]))
print([1, 2, 3] in [[1, 2, 3], [4]], 2 in [1, 2, 3], [2] in [1, 2, 3])
print([] == [], [] is [], [None] == [None])
try:
    [1, 2] < [1, "x"]
except TypeError as e:
    print("TypeError:", e)
