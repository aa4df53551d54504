# abs, divmod, pow, round
print(abs(-5), abs(5), abs(-2.5), abs(0), abs(-0.0), abs(True), abs(-10 ** 30))
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(17.5, 5), divmod(-0.5, 0.25), divmod(10 ** 20, 7))
print(pow(2, 8), pow(2, -2), pow(2.0, 0.5), pow(-8, 2), pow(7, 2, 5), pow(2, 100, 10 ** 9 + 7))
print(round(3.14159), round(3.14159, 2), round(-2.5), round(2.5), round(1234, -2), round(0.5 + 1e-9))
print(round(7.0), type(round(7.0)), round(7.25, 1), round(7.35, 1), round(-0.45, 1))
print(round(5, 2), round(123.456, None), round(ndigits=1, number=2.25))
for bad in [lambda: abs("x"), lambda: divmod(1, "2"), lambda: round("1.5"), lambda: pow("2", 2)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
