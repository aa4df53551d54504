# hash() values that decide set order, as CPython computes them.
print(hash(0), hash(1), hash(-1), hash(-2), hash(2**61 - 1), hash(2**61))
print(hash(-(2**61)), hash(2**64), hash(10**30))
print(hash(0.5), hash(1.5), hash(-0.25), hash(1e100), hash(float("inf")))
print(hash(True), hash(False), hash(2.0), hash(complex(1, 2)))
print(hash(()), hash((1,)), hash((1, 2)), hash((1, (2, 3))))
print(hash(frozenset()), hash(frozenset([1])), hash(frozenset([1, 2, 3])))
print(hash(frozenset([(1, 2), 3.5])), hash(frozenset([frozenset([1])])))
print(hash(frozenset(range(100))), hash(frozenset([-1, -2])))
