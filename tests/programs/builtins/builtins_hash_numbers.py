# hash() of ints, floats and tuples of them
print(hash(0), hash(1), hash(-1), hash(42), hash(2 ** 20), hash(True), hash(False))
print(hash(1.0) == hash(1), hash(0.0) == hash(-0.0), hash(2.5) == hash(2.5), hash(1.5))
print(hash((1, 2)) == hash((1, 2)), hash((1, 2)) == hash((1.0, 2.0)), hash(()) == hash(()))
print(hash(10 ** 20) == hash(10 ** 20), hash(-2) == hash(-2))
print(hash(float("inf")), hash(float("-inf")))
for bad in [[], {}, {1}]:
    try:
        hash(bad)
    except TypeError as e:
        print("TypeError:", e)
print(hash(frozenset({1, 2})) == hash(frozenset({2, 1})))
