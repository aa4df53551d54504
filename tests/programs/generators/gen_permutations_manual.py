# recursive generators for permutations, combinations and subsets
def permutations(items):
    if len(items) <= 1:
        yield list(items)
        return
    for i in range(len(items)):
        for rest in permutations(items[:i] + items[i + 1:]):
            yield [items[i]] + rest

def combinations(items, k):
    if k == 0:
        yield []
        return
    for i in range(len(items)):
        for rest in combinations(items[i + 1:], k - 1):
            yield [items[i]] + rest

def subsets(items):
    if not items:
        yield []
        return
    for s in subsets(items[1:]):
        yield s
        yield [items[0]] + s

print(["".join(p) for p in permutations("abc")])
print(len(list(permutations(list(range(5))))))
print(list(combinations([1, 2, 3, 4], 2)))
print(sorted(subsets([1, 2, 3]), key=lambda s: (len(s), s)))
