# tuple equality, hashing of int/float tuples, use in dict lookups
a = (1, 2.0, (3, 4))
b = (1.0, 2, (3.0, 4))
print(a == b, hash(a) == hash(b))
d = {a: "found"}
print(d[b], d.get((1, 2, (3, 4))), d.get((1, 2, 3, 4), "missing"))
print((1, 2) == [1, 2], (1, 2) != [1, 2], tuple([1, 2]) == (1, 2))
counts = {}
for pair in [(1, 2), (2, 1), (1, 2), (1.0, 2.0), (2, 1)]:
    counts[pair] = counts.get(pair, 0) + 1
print(counts)
print(hash(()) == hash(()), hash((1,)) == hash((1.0,)), hash((True, 0)) == hash((1, False)))
print(sorted({(2, "b"): 1, (1, "z"): 2, (1, "a"): 3}))
