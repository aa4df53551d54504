# ** with ints, negative exponents and 3-arg pow
print(2 ** 10, (-2) ** 3, (-2) ** 4, -2 ** 4)
print(0 ** 0, 1 ** 1000, 7 ** 0)
print(2 ** -1, 2 ** -2, 10 ** -3)
print((-3) ** -3)
print(type(2 ** -1).__name__, type(2 ** 5).__name__)
print(2 ** 3 ** 2)
print(pow(2, 10), pow(2, 10, 1000), pow(3, 200, 1000007))
print(pow(-7, 3, 5), pow(7, 3, -5))
print(pow(5, -1, 7), pow(3, -2, 11))
print(pow(123456789, 987654321, 1000000007))
print(pow(2, 0, 1), pow(10, 5, 1))
x = 3
x **= 4
print(x)
print(pow(2, 200))
print(10 ** 20 == 100000000000000000000)
print(pow(base=2, exp=5), pow(base=2, exp=5, mod=3))
