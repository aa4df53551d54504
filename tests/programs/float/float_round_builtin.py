# round() uses banker's rounding and exact binary values
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(3.5))
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2))
print(round(3.14159, 3), round(-3.14159, 1), round(1234.5678, -2), round(1234.5678, -1))
print(round(1e16), round(2.5, 0), round(7, -1), round(15, -1), round(25, -1))
print(round(123.456, 0), type(round(123.456)).__name__, type(round(123.456, 0)).__name__)
print(round(0.1 + 0.2, 10), round(1 / 3, 5), round(-0.0001, 2))
print(round(5.5), round(6.5), round(-2.5), round(1e-10, 3))
print([round(x / 10) for x in range(-15, 16, 5)])
print(round(123456, -3), round(-123456, -3), round(150, -2), round(250, -2))
print(round(2.5e-5, 5), round(1.23456789e10, -5))
vals = [1.234, 5.678, 9.1011]
print([round(v, 1) for v in vals], sum(round(v, 2) for v in vals))
