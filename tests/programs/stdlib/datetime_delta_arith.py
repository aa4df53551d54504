from datetime import timedelta as T

a, b = T(days=1, seconds=5, microseconds=7), T(hours=-3, microseconds=3)
for expr in ('a + b', 'a - b', 'b - a', 'a * 3', '3 * a', 'a * 0.5', '0.25 * b', 'a * True',
             'a // b', 'a // 7', 'a / b', 'a / 7', 'a / 2.5', 'a % b', 'divmod(a, b)',
             'a // T(0)', 'a / 0', 'a % T(0)', 'divmod(a, T(0))', 'a + 1', 'a * a', 'a / "x"',
             '1 - a', 'a // 1.5', 'a * 1e300', '-a', '+b', 'abs(b)', 'a / 0.0'):
    try:
        print(expr, '=', repr(eval(expr)))
    except Exception as e:
        print(expr, '!', type(e).__name__, e)
print(T.__add__(a, 1), T.__mul__.__name__, T.__radd__(a, b))
class Sub(T):
    pass
print(repr(Sub(1) + Sub(2)), type(Sub(1) * 2).__name__)
print(sum([T(1), T(2)], T(0)))
