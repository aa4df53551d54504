import sys
M = sys.maxsize
for args in [(5,), (2, 9), (9, 2, -2), (-M - 1, M), (-M - 1, M, 2), (M, -M - 1, -1), (0, 10, -M - 1), (-5,), (3, 3)]:
    r = range(*args)
    try:
        n = len(r)
    except OverflowError as e:
        n = "OverflowError: " + str(e)
    print(args, r, n, r[0] if r else None, r[-1] if r else None, r[::2][:3])
try:
    range(1, 2, 0)
except ValueError as e:
    print(e)
a = list(range(20))
print(a[3:7], a[:0], a[5:], a[25:], tuple(a)[2:5], tuple(a)[19:40])
s = "abcdefgh"
print(s[::-1], s[::2], s[1::3], s[-1:-9:-2], "é" + s[::-1], ("xé" * 3)[::-1])
