# str() of floats in containers and formatting
data = [1.0, 2.50, 3.125, 1e-7, 1e21, 1e16, 1e15, 123456789.0, 0.000001, 0.0000001]
print(data)
print(tuple(data[:3]), {"a": 0.5, "b": -0.25})
for d in data:
    print(str(d), f"{d}", f"{d:.3f}", f"{d:e}", f"{d:g}")
print(str(1.0e2), str(1.5e300), str(-1e-300))
print(str(2.0 ** 70), str(2 ** 70 * 1.0))
print(float(str(0.1)) == 0.1, float(repr(1 / 7)) == 1 / 7)
print(3.0, -3.0, 3.10, 3.100000000000001)
