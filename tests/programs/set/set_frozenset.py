# frozenset: immutable, hashable, usable as dict keys / set members
fs = frozenset([1, 2, 3])
print(fs, type(fs).__name__, len(fs), 2 in fs)
print(fs | {4}, type(fs | {4}).__name__, type({4} | fs).__name__)
print(fs & frozenset({2, 3, 4}), fs - {1}, fs ^ {3, 4})
groups = {frozenset({"a", "b"}): 1, frozenset({"c"}): 2}
print(groups[frozenset(["b", "a"])], frozenset({"c"}) in groups)
nested = {frozenset({1, 2}), frozenset({2, 1}), frozenset({3})}
print(len(nested), sorted(sorted(x) for x in nested))
print(frozenset(), frozenset() == set(), hash(frozenset({1, 2})) == hash(frozenset({2, 1})))
print(fs.union([5]), fs.issubset({1, 2, 3, 4}), fs.copy() == fs)
try:
    fs.add(4)
except AttributeError as e:
    print("AttributeError:", e)
print(sorted(frozenset("hello")))
