# range objects: repr, len, indexing, membership
rs = [range(5), range(2, 10), range(0, 20, 3), range(10, 0, -2), range(0), range(5, 5), range(-5, 5, 4), range(3, -3, -1)]
for r in rs:
    print(repr(r), len(r), list(r))
r = range(0, 100, 7)
print(r[0], r[3], r[-1], r[-2], len(r), 49 in r, 50 in r, -7 in r, 98 in r)
print(r.start, r.stop, r.step, r.index(21), r.count(14), r.count(15))
print(range(5) == range(0, 5), range(0) == range(2, 2), range(0, 3, 2) == range(0, 4, 2), range(1) != range(2))
print(str(range(1, 4)), range(10)[::2], range(10)[1:-1], range(10)[::-1], range(10)[-3:])
print(list(range(10)[2:8:3]), range(0, 10, 3)[1:], range(5)[10:])
print(bool(range(0)), bool(range(1)), max(range(7)), min(range(3, 9)), sum(range(101)))
print(list(reversed(range(1, 10, 3))), sorted(range(5), reverse=True))
print(range(10 ** 20)[-1], range(0, 10 ** 20, 3)[-1], 10 ** 19 in range(10 ** 20))
