# set | list is a TypeError (the method form accepts any iterable)
a = {1, 2}
print(sorted({3, 1} | {2}), sorted(set([4]).union((5,), [6])))
print(sorted(a.union([3, 4])))
print(sorted(a | set([3, 4])))
print(sorted(a.intersection(range(2))))
print(sorted(a.difference((1,))))
b = [2, 3]
print(sorted(a.symmetric_difference(b)))
print(a | b)
