# for-loops over ranges: the loop's fast path and next() agree.
import sys
big = sys.maxsize
cases = [range(5), range(0), range(5, 0, -1), range(0, 10, 3), range(10, 0, -4),
         range(-3, 3), range(big - 3, big), range(-big, -big + 2),
         range(big - 5, big, 2), range(3, 3), range(0, -1)]
for r in cases:
    out = []
    for i in r:
        out.append(i)
    print(r, out == list(r), len(out), out[:3], out[-2:])
it = iter(range(6))
seen = []
for x in it:
    seen.append(x)
    if x % 2 == 0:
        seen.append(next(it, None))
print(seen)
total = 0
for i in range(1000):
    if i % 7 == 0:
        continue
    if i > 900:
        break
    total += i
print(total, sum(range(100)), [i * i for i in range(5)], list(range(2, 20, 5)))
r = iter(range(3))
for i in r:
    pass
print(next(r, 'done'), list(r))
