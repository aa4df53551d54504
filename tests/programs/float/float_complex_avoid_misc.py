# misc float behaviour: negative zero, chained ops, sums
a = -0.0
print(a, a == 0, abs(a), a + 0.0, a * -1, str(a * 1))
print(1 - 0.9, 1.1 - 1.0, 0.7 + 0.1, 0.3 * 3)
print(100 * 1.1, 1.1 * 100, 3 * 1.1)
print(0.1 * 0.1, 4.35 * 100, 2.675 * 100)
print(1 / 10 ** 10, 1e-10 == 1 / 10 ** 10)
print(2.0 ** 52 + 0.5, 2.0 ** 53 + 1.0)
print(9007199254740993.0, 0.30000000000000004)
print(float(7) / 2, 7.0 // 2, float(-7) // 2)
print([1.0 * i / 8 for i in range(9)])
print(1e-7, 1e-6, 0.00001, 1e15 + 0.3, 1e16 * 10)
