from decimal import Decimal as D

a, b = D('7.25'), D('-2.5')
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), -a, +b, abs(b))
print(D(-7) // 2, D(-7) % 2, -7 // 2, -7 % 2, divmod(D(7), D(-3)), D('7.5') % D('0.7'))
print(D(1) / 3, D(2) / 3, D(1) / 8, D(10) / 4, D(100) / D('1E3'), D('1.00') / D('0.1'), D('5.0000') / 2)
print(D(1) / 7 * 7, D(10) ** 28, D(10) ** 29, D(2) ** 100, D('1.1') ** 2, D(2) ** -2, D(-2) ** 3, D('0.5') ** -3)
print(D(3) + 4, 4 + D(3), 10 - D('0.5'), 3 * D('1.5'), 1 / D(4), 7 // D(2), 7 % D(4), 2 ** D(3), D(2) ** 3)
print(D('1.30') + D('1.20'), D('1.3') * D('1.2'), D('1.50') * D(2), D('1e3') + D(1), D('1e-3') + 1)
print(D('12345678901234567890.12345678901234') + 0, D('0.1') * 3, D('1e30') - 1, D('1e27') + D('1e-5'))
print(D('0') * D('-5'), D('-0') + D('0'), D('-0') + D('-0'), D('0.00') - D('0.000'), D('0') / D('3.0'))
print(D('inf') + 1, D('-inf') * 2, D(1) / D('inf'), D('inf') - D('1e100'), D('nan') + 1, D('nan') * 0)
x = D(0)
for _ in range(10):
    x += D('0.1')
print(x, x == 1, sum([D('0.1')] * 10), sum(D(i) / 10 for i in range(5)))
print(D('2').sqrt(), D('16').sqrt(), D('0.25').sqrt(), D('1e-10').sqrt(), D('1000').sqrt(), D('0').sqrt(), D('-0').sqrt())
print(D('1.5').fma(2, D('0.25')), D('12.3456').scaleb(2), D('12.3456').scaleb(-2))
print(D(10).remainder_near(3), D(11).remainder_near(3), D(-10).remainder_near(6))
