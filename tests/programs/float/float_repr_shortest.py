# repr of floats uses the shortest round-tripping form
vals = [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 1.0, -0.0, 0.0, 100.0, 1e16, 1e15,
        123456789012345678.0, 1e-5, 1e-4, 0.0001234, 1e22, 1e23, 5e-324, 1.7976931348623157e308,
        2.5, 3.14159, 1.1 * 1.1, 0.3 - 0.1, 9.95, 1e100, 1.5e-10, 12345.678]
for v in vals:
    print(repr(v), str(v))
print([0.1 * i for i in range(11)])
print(1e16 + 1, 2 ** 53 + 1.0, float(2 ** 53))
print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-12)
print(-1e-7, 1e-7 * 10, 123e-20)
