# arithmetic series with ranges
def series_sum(r):
    n = len(r)
    return 0 if n == 0 else n * (r[0] + r[-1]) // 2

for r in [range(1, 101), range(0, 1000, 3), range(50, 0, -7), range(10, 10), range(-20, 21)]:
    print(r, series_sum(r), sum(r), series_sum(r) == sum(r))
print(sum(range(1, 1000)) - sum(i for i in range(1, 1000) if i % 3 and i % 5))
print([x for x in range(100) if x % 7 == 0 and x % 2 == 1])
print(sum(range(0, 101, 10)), max(range(1, 50, 7)), len(range(1, 50, 7)))
