# subset/superset relationships
small = {1, 2}
big = {1, 2, 3, 4}
other = {5}
cases = [(small, big), (big, small), (small, small), (small, other), (set(), small)]
for x, y in cases:
    print(sorted(x), sorted(y), x < y, x <= y, x > y, x >= y, x == y, x.isdisjoint(y))
print(small.issubset([1, 2, 9]), big.issuperset(range(1, 3)), set().issubset(set()))
print({1, 2} == {2, 1}, {1, 2} == [1, 2], {1} != {1.0})
try:
    small < [1, 2, 3]
except TypeError as e:
    print("TypeError:", e)
