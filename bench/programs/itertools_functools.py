# itertools / functools heavy code: groupby, accumulate, product, combinations, chain, reduce,
# lru_cache, partial, cmp_to_key.
import itertools
import functools
import operator

data = [(i % 13, (i * 7919) % 1000) for i in range(90000)]
data.sort(key=operator.itemgetter(0))
groups = {k: sum(v for _, v in g) for k, g in itertools.groupby(data, key=operator.itemgetter(0))}
running = list(itertools.accumulate((v for _, v in data), operator.add))
maxes = list(itertools.accumulate((v for _, v in data[:20000]), max))

pairs = sum(1 for a, b in itertools.combinations(range(300), 2) if (a * b) % 7 == 1)
grid = sum(x * y - z for x, y, z in itertools.product(range(30), range(30), range(30)))
perms = sum(1 for p in itertools.permutations(range(7)) if p[0] < p[-1])
chained = sum(itertools.chain.from_iterable([range(k) for k in range(400)]))
zipped = sum(a * b for a, b in itertools.zip_longest(range(5000), range(3000), fillvalue=1))
sliced = list(itertools.islice(itertools.cycle("abc"), 10, 20))
taken = list(itertools.takewhile(lambda x: x < 500, itertools.count(0, 3)))
dropped = sum(itertools.dropwhile(lambda x: x < 1000, range(5000)))
starred = sum(itertools.starmap(pow, [(i % 10, 3) for i in range(20000)]))
comp = list(itertools.compress(range(1000), itertools.cycle([1, 0, 0])))
paired = sum(b - a for a, b in itertools.pairwise(running[:10000]))


@functools.lru_cache(maxsize=None)
def partitions(n, m):
    if n == 0:
        return 1
    if n < 0 or m == 0:
        return 0
    return partitions(n - m, m) + partitions(n, m - 1)


def cmp(a, b):
    return (a[1] > b[1]) - (a[1] < b[1]) or (a[0] > b[0]) - (a[0] < b[0])


product = functools.reduce(lambda acc, x: (acc * x) % 1000000007, range(1, 50000), 1)
add5 = functools.partial(operator.add, 5)
mapped = sum(map(add5, range(50000)))
custom = sorted(data[:8000], key=functools.cmp_to_key(cmp))
print(sorted(groups.items())[:3], running[-1], maxes[-1])
print(pairs, grid, perms, chained, zipped, sliced, len(taken), dropped, starred, len(comp), paired)
print(partitions(120, 120), partitions.cache_info().currsize, product, mapped, custom[:2])
