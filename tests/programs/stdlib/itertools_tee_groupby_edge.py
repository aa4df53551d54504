import itertools

# tee keeps independent positions over one source
src = iter(range(6))
a, b, c = itertools.tee(src, 3)
print(next(a), next(a), next(b), list(c), list(a), list(b))
print(itertools.tee([], 2)[0] is not None, [list(t) for t in itertools.tee('xy')])

# groupby over unsorted data, and with a key on a list of dicts
rows = [{'k': 1, 'v': 'a'}, {'k': 1, 'v': 'b'}, {'k': 2, 'v': 'c'}, {'k': 1, 'v': 'd'}]
for k, g in itertools.groupby(rows, key=lambda r: r['k']):
    print(k, [r['v'] for r in g])
# consuming the groupby first invalidates earlier groups
groups = list(itertools.groupby('aabbbc'))
print([(k, list(g)) for k, g in groups])
runs = [(k, sum(1 for _ in g)) for k, g in itertools.groupby([0, 0, 1, 1, 1, 0])]
print(runs)
# run-length encode / decode
s = 'WWWWBBBWWWWWWB'
enc = ''.join(f'{len(list(g))}{k}' for k, g in itertools.groupby(s))
print(enc)
# accumulate running max and sums of strings, floats
print(list(itertools.accumulate([2.5, 0.5, 1.0])), list(itertools.accumulate(['x', 'y'], initial='')))
# zip_longest with generators of different lengths
gen = (i * i for i in range(3))
print(list(itertools.zip_longest(gen, 'abcde', fillvalue=0)))
# starmap with zip
print(list(itertools.starmap(max, zip([1, 5, 3], [4, 2, 6]))))
# compress with itertools.cycle selectors
print(list(itertools.compress(range(10), itertools.cycle([True, False, False]))))
# nested products and enumerate
for i, (x, y) in enumerate(itertools.product('ab', range(2))):
    print(i, x, y, end='; ')
print()
# pairwise differences
vals = [1, 4, 9, 16, 25]
print([b - a for a, b in itertools.pairwise(vals)])
# takewhile/dropwhile with strings
line = '   indented text'
print(''.join(itertools.dropwhile(str.isspace, line)), len(list(itertools.takewhile(str.isspace, line))))
# filterfalse + chain + islice combination
evens = itertools.filterfalse(lambda n: n % 2, itertools.count())
print(list(itertools.islice(evens, 5)), list(itertools.islice(itertools.chain('ab', itertools.repeat('z')), 5)))
# permutations of a multiset keeps duplicates
print(list(itertools.permutations([1, 1, 2], 2)))
print(list(itertools.combinations_with_replacement([1, 2], 0)))
g = itertools.groupby([1, 2])
next(g)
next(g)
next(g)
