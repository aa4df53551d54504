from itertools import count, cycle, repeat, islice, takewhile

c = count()
print(next(c), next(c), next(c), c)
print(list(islice(count(10), 4)), list(islice(count(1, 3), 5)))
print(list(islice(count(2.5, -0.5), 4)), count(5, 2), count(1.5), count(0, 1.0))
print(list(zip('abc', count(1))))
cy = cycle('AB')
print([next(cy) for _ in range(5)])
print(list(islice(cycle([1, 2, 3]), 7)), list(cycle([])))
r = repeat('x', 3)
print(r, list(r), r, list(r))
print(list(repeat(7, 0)), list(repeat(7, -3)), repeat(None))
print(list(map(pow, range(5), repeat(2))))
print(list(islice(repeat([1]), 2)))
print(list(takewhile(lambda n: n < 20, (x * x for x in count()))))
counter = count(100)
for i, v in zip(range(3), counter):
    pass
print(next(counter), repr(counter))
big = count(2 ** 64)
next(big)
print(big)
print(list(islice(count(0, 1j), 3)))
print(list(repeat(object=1, times=2)))
try:
    count('a')
except TypeError as e:
    print('TypeError', e)
try:
    repeat()
except TypeError as e:
    print('TypeError', e)
try:
    repeat(1, 'x')
except TypeError as e:
    print('TypeError', e)
cycle(42)
