# Floor division and modulo follow the sign of the divisor
pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (1, 5), (-1, 5), (13, 13), (-13, 13)]
for a, b in pairs:
    print(a, b, a // b, a % b, divmod(a, b))

# big values
a = 10 ** 25 + 7
b = -(10 ** 12) - 3
print(a // b, a % b)
print(divmod(a, b))
print(divmod(-a, b))
q, r = divmod(a, 97)
print(q * 97 + r == a, r)
# bool operands
print(True // 1, True % 2, divmod(True, True))
print(-3 // 1, -3 % 1)
# identity: (a // b) * b + a % b == a
ok = all((x // y) * y + x % y == x for x in range(-20, 21) for y in range(-7, 8) if y != 0)
print(ok)
