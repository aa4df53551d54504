# list-like methods
from array import array
a = array("i", [5, 1, 4])
a.append(7)
a.extend([8, 9])
a.extend(array("i", [10]))
a.insert(0, -1)
a.insert(100, 11)
a.insert(-100, -2)
print(a)
print(a.pop(), a.pop(0), a.pop(2), a)
a.remove(4)
print(a, a.index(7), a.count(1), a.index(9, 2))
a.reverse()
print(a)
a.fromlist([3, 3])
print(a.count(3), a)
del a[0]
del a[1:3]
print(a)
del a[::2]
print(a)
a[0] = 42
a[-1] = 43
print(a)
a[1:2] = array("i", [6, 6, 6])
print(a)
a[::2] = array("i", [0] * len(a[::2]))
print(a)
a[:] = array("i")
print(a, len(a))
d = array("d", [0.5, 1.5])
d.append(2)
d[0] = 7
print(d, d.tolist())
f = array("f", [1e300, -1e300, 0.5])
print(f)
