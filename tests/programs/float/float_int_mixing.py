# arithmetic mixing ints and floats
print(1 + 2.0, 3 * 1.5, 7 - 0.5, 10 / 4, 10 // 4.0, 10 % 4.0, 2 ** 0.5, 4 ** 0.5)
print(-7 // 2.0, -7 % 2.0, 7 % -2.0, -7.5 // 2, 7.5 % 2)
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(1, 0.3))
print(2 ** -1.0, 8 ** (1 / 3), 2 ** 0.5 * 2 ** 0.5)
print(1e3 == 1000, 1000 == 1e3, int(1e3) is not None)
print(3 * 0.1, 0.1 * 3, 10 * 0.1, sum([0.1] * 10))
print(True + 0.5, False * 2.5)
print(1 / 3 + 1 / 3 + 1 / 3 == 1.0)
print(5 / 2 * 2, 5 // 2 * 2.0)
print(10 ** 16 + 1.0, 10 ** 16 + 1)
print(0.1 + 0.7, (0.1 + 0.7) * 10, int((0.1 + 0.7) * 10))
price = 19.99
qty = 3
print(price * qty, round(price * qty, 2))
print(abs(-2.5), abs(3), -(-1.5), +(-0.0))
x = 5
x += 0.5
x *= 2
print(x, type(x).__name__)
