from itertools import product, permutations, combinations, combinations_with_replacement

print(list(product('AB', 'xy')))
print(list(product(range(2), repeat=3)))
print(list(product('ab', [1], repeat=2)))
print(list(product()), list(product('ab', [])), list(product([], repeat=0)))
print(len(list(product(range(3), range(4), range(5)))))
print(list(permutations('ABC')))
print(list(permutations(range(4), 2)))
print(list(permutations('ab', 0)), list(permutations('ab', 3)), list(permutations([])))
print(list(combinations('ABCD', 2)))
print(list(combinations(range(5), 3)))
print(list(combinations('ab', 0)), list(combinations('ab', 3)), list(combinations([], 0)))
print(list(combinations_with_replacement('ABC', 2)))
print(list(combinations_with_replacement(range(2), 3)))
print(list(combinations_with_replacement('', 2)), list(combinations_with_replacement('', 0)))
print(sum(1 for _ in permutations(range(6))), sum(1 for _ in combinations(range(10), 4)))
print([''.join(p) for p in permutations('abc', 2)])
print(max(combinations([3, 1, 4, 1, 5], 3), key=sum))
pairs = [(a, b) for a, b in combinations([1, 2, 3, 4], 2) if (a + b) % 2]
print(pairs)
grid = [(r, c) for r, c in product(range(2), range(3))]
print(grid)
print(list(product([1, 2], 'a', (True,))))
p = product('ab', repeat=2)
print(next(p), next(p), list(p))
print(list(permutations({3: 'x', 1: 'y'})))
print(list(combinations((x * 2 for x in range(4)), 2)))
for bad in [lambda: permutations('a', -1), lambda: combinations('a', -1),
            lambda: combinations_with_replacement('a', -2), lambda: product('a', repeat=-1)]:
    try:
        bad()
    except ValueError as e:
        print('ValueError', e)
for bad in [lambda: permutations('a', 'b'), lambda: combinations('a', 1.5),
            lambda: product(1), lambda: product('a', foo=1)]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
list(combinations(5, 2))
