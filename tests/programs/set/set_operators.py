# set operators: | & - ^ and comparisons
a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b, a & b, a - b, b - a, a ^ b)
print(sorted(a | b), len(a & b))
print(a <= b, {1, 2} <= a, {1, 2} < a, a < a, a <= a, a >= {4}, a > {1, 2, 3, 4})
print(a == {4, 3, 2, 1}, a != b, a.isdisjoint({7, 8}), a.isdisjoint(b))
c = a.copy()
c |= {10}
c &= {1, 2, 10}
c -= {2}
c ^= {1, 20}
print(sorted(c))
print({1, 2} | set(), set() & {1}, set() == set(), set() < {0})
print({0, 1, 2} == frozenset({0, 1, 2}), {5} | frozenset({6}))
