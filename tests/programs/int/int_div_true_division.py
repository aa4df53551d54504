# True division of ints yields floats
print(7 / 2, -7 / 2, 6 / 3, 1 / 3, 2 / 3)
print(10 ** 20 / 10 ** 10, 1 / 7)
print(2 ** 60 / 3)
print(type(4 / 2).__name__, 4 / 2 == 2)
print(10 / 4 * 4, 10 // 4 * 4)
print(sum(x / 10 for x in range(11)))
print(round(22 / 7, 5), 355 / 113)
avg = sum([3, 4, 5, 6]) / len([3, 4, 5, 6])
print(avg)
print(-1 / 3, 1 / -3)
print((10 ** 400) // (10 ** 399), 123456789123456789 / 1000)
x = 17
x /= 4
print(x)
x //= 2
print(x)
