# complex arithmetic with ints, floats and complex values
a, b = 3 + 4j, 1 - 2j
print(a + b, a - b, a * b, a / b)
print(a + 1, 1 + a, a * 2, 2 * a, a / 2, 10 / b, a - 0.5, 0.5 - a)
print(-a, +a, a ** 2, b ** 3, a ** 0, 2 ** 1j == 2 ** 1j)
print(1j * 1j, (1j) ** 2, 1j ** 4)
z = 0j
for k in range(1, 5):
    z += k * 1j
    z *= 1 + 1j
print(z)
print(sum([1j, 2, 3.5, 4 - 1j]), sum([1 + 1j] * 4))
c = 2 + 2j
c += 1
c *= 1j
c -= 2
print(c)
print((1 + 2j) == (1 + 2j), (1 + 2j) != (1 + 3j), 1 + 2j in [1, 1 + 2j])
