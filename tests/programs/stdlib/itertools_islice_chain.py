from itertools import islice, chain

print(list(islice('ABCDEFG', 2)))
print(list(islice('ABCDEFG', 2, 4)))
print(list(islice('ABCDEFG', 2, None)))
print(list(islice('ABCDEFG', 0, None, 2)))
print(list(islice(range(20), 1, 15, 4)), list(islice([], 3)), list(islice('ab', 5)))
print(list(islice('abc', None)), list(islice('abcdef', None, None, None)))
it = iter(range(10))
print(list(islice(it, 3)), list(islice(it, 3)), list(it))
it = iter(range(10))
print(list(islice(it, 0, 6, 2)), next(it))
it = iter(range(10))
print(list(islice(it, 2, 2)), next(it))
def chunks(seq, n):
    it = iter(seq)
    while batch := list(islice(it, n)):
        yield batch
print(list(chunks(range(7), 3)))
for bad in [(-1,), ('x',), (1, -2), (0, 5, 0), (0, 5, -1), ('a', 3), (1, 2.0)]:
    try:
        islice('abc', *bad)
    except ValueError as e:
        print('ValueError', e)
for bad in [(), (1, 2, 3, 4)]:
    try:
        islice('abc', *bad)
    except TypeError as e:
        print('TypeError', e)
print(list(chain('ab', [1, 2], (3,), range(2))))
print(list(chain()), list(chain([], '')))
print(list(chain.from_iterable(['xy', 'z', []])))
print(list(chain.from_iterable([[1, 2], [3]] for _ in range(2))))
nested = [[1, [2]], [3]]
print(list(chain(*nested)))
ch = chain('a', 'b')
print(next(ch), next(ch))
try:
    next(ch)
except StopIteration:
    print('exhausted')
lazy = chain([1], 5)
print(next(lazy))
try:
    next(lazy)
except TypeError as e:
    print('TypeError', e)
print(sum(chain([1, 2], [3])), sorted(chain('cb', 'a')), dict(chain([('k', 1)], [('j', 2)])))
islice([1, 2, 3], 1, 'z')
