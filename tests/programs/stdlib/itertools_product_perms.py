import itertools
print(list(itertools.product("ab", [0, 1])))
print(list(itertools.product([1, 2], repeat=3)))
print(list(itertools.product()), list(itertools.product([], [1])), len(list(itertools.product(range(3), "xy", repeat=2))))
print(list(itertools.permutations("abc")))
print(list(itertools.permutations(range(4), 2)))
print(list(itertools.permutations([1, 2], 3)), list(itertools.permutations([], 0)), list(itertools.permutations("ab", 0)))
print(list(itertools.combinations("abcd", 2)), list(itertools.combinations(range(4), 3)), list(itertools.combinations("ab", 5)))
print(list(itertools.combinations_with_replacement("abc", 2)), list(itertools.combinations_with_replacement([], 2)))
print(len(list(itertools.combinations(range(10), 4))), len(list(itertools.combinations_with_replacement(range(5), 3))))
# subset sum by brute force
items = [3, 34, 4, 12, 5, 2]
target = 9
hits = [c for r in range(1, len(items) + 1) for c in itertools.combinations(items, r) if sum(c) == target]
print(hits)
# all passwords of length 2 over alphabet
print(["".join(p) for p in itertools.product("01x", repeat=2)])
# tsp brute force
dist = {("A", "B"): 2, ("A", "C"): 9, ("A", "D"): 10, ("B", "C"): 6, ("B", "D"): 4, ("C", "D"): 3}
def d(a, b):
    return dist.get((a, b)) or dist[(b, a)]
best = min(itertools.permutations("BCD"), key=lambda p: d("A", p[0]) + d(p[0], p[1]) + d(p[1], p[2]) + d(p[2], "A"))
print(best)
for label, fn in [
    ("perm neg", lambda: itertools.permutations("ab", -1)),
    ("comb neg", lambda: itertools.combinations("ab", -1)),
    ("product neg", lambda: itertools.product("ab", repeat=-1)),
    ("comb missing", lambda: itertools.combinations("ab")),
]:
    try:
        print(label, list(fn()))
    except (ValueError, TypeError) as e:
        print(label, type(e).__name__ + ":", e)
