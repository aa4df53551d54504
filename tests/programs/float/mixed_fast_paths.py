# Arithmetic on machine-word ints and floats, mixed, at the edges of the
# exact conversions and of the word size.
big = 2**53
vals = [0, 1, -1, 7, -7, big - 1, big, big + 1, -big - 1, 2**62, -2**63, 2**63 - 1]
fl = [0.0, -0.0, 0.5, -2.5, 1e308, float("inf"), float("nan"), 3.0]
for a in vals:
    row = []
    for b in (1, -3, 7, big + 1, 2**62):
        row.append(a / b)
    print(row)
for a in vals[:8]:
    print([a + f for f in fl], [f - a for f in fl], [a * f for f in fl[:4]])
for a in vals[:6]:
    out = []
    for f in fl:
        try:
            out.append(a / f)
        except ZeroDivisionError as e:
            out.append(str(e))
        try:
            out.append(f / a)
        except ZeroDivisionError as e:
            out.append(str(e))
    print(out)
print([2 ** k for k in (0, 1, 10, 62, 63, 64, 100)], [(-3) ** k for k in (0, 3, 39, 40, 41)])
print([2 ** -1, 0 ** 0, (-2) ** -2, 10 ** 20])
print([1 << k for k in (0, 1, 62, 63, 64, 100)], [(-1) << 63, (-1) << 64, 5 << 61, -5 << 61])
print([x >> k for x in (12345, -12345, 2**62, -2**63) for k in (0, 1, 13, 62, 63, 64, 1000)])
for k in (-1, -100):
    try:
        print(1 << k)
    except ValueError as e:
        print("ValueError", e)
    try:
        print(1 >> k)
    except ValueError as e:
        print("ValueError", e)
print(0 / -5, -0 / 5, 1 / 3, -1 / 3, 2**52 / 3, (2**53 - 1) / (2**53 - 3))
print(True / 2, 3 / True, True + 0.5, 1.5 * False)
x = 1
for _ in range(70):
    x = x * 2 + 1
print(x, x / 3, x + 0.5)
