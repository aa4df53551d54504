# multiple assignment targets and evaluation order
a = b = c = []
a.append(1)
print(a, b, c, a is c)
x = y = 5
x += 1
print(x, y)
i = 0
items = [10, 20, 30]
i, items[i] = 1, 99
print(i, items)
items[0], items[1], items[2] = items[2], items[0], items[1]
print(items)
p, q = q, p = 1, 2
print(p, q)
d = {}
d["a"] = d["b"] = 0
print(d)
n1, n2, n3 = sorted([3, 1, 2])
print(n1, n2, n3)
(a1, a2), (b1, b2) = (1, 2), (3, 4)
print(a1 + b2, a2 * b1)
