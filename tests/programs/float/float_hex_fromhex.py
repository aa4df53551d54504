# float.hex / float.fromhex and as_integer_ratio round trips
for v in [1.0, 0.5, 0.1, 3.75, -1e-10, 1e300, 2.0 ** -1074]:
    h = v.hex()
    print(v, h, float.fromhex(h) == v, v.as_integer_ratio())
print(float.fromhex("0x10"), float.fromhex("0xA.8p0"), float.fromhex("-0x1p-2"))
print(float.fromhex("inf"), float.fromhex("  0x1.0p+4  "))
n, d = (0.1).as_integer_ratio()
print(n, d, n / d == 0.1)
ratios = [v.as_integer_ratio() for v in (0.75, 1.25, 10.5)]
print(ratios, [n / d for n, d in ratios])
print(float.fromhex((123.456).hex()) == 123.456)
