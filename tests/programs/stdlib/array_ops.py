# operators and comparisons
from array import array
a = array("h", [1, 2, 3])
b = array("h", [4])
print(a + b, a * 2, 2 * a, a * 0, a * -1)
c = array("h", [1])
c += a
c *= 2
print(c)
print(a == array("h", [1, 2, 3]), a != b, a < b, a <= a, a > b, a >= b)
print(array("i", [1, 2]) == array("d", [1.0, 2.0]))
print(array("i", [1, 2]) < array("i", [1, 3]), array("i", [1]) < array("i", [1, 0]))
print(a == [1, 2, 3], a != (1, 2, 3))
print(bool(array("i")), bool(a))
print(sorted(array("i", [3, 1, 2])), sum(array("d", [0.5, 0.25])))
print(max(array("B", [3, 200, 7])))
