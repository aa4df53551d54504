# int/float/bool mixing in one expression and result types
exprs = [1 + 1, 1 + 1.0, True + 1, True + 1.0, 7 // 2, 7.0 // 2, 7 / 7, 2 ** 2, 2 ** -2, 2.0 ** 2, -7 % 3, -7.0 % 3]
for e in exprs:
    print(repr(e), type(e).__name__)
print(sum([1, 2.5, True]), type(sum([1, 2])).__name__, type(sum([1, 2.0])).__name__)
print(abs(-3), abs(-3.0), abs(True), type(abs(False)).__name__)
print(round(2.5), round(3.5), round(-2.5), type(round(2.5)).__name__)
print(max(2, 2.0), type(max(2, 2.0)).__name__, max(2.0, 2), type(max(2.0, 2)).__name__)
mixed = [3, 2.5, True, -1]
acc = 0
for m in mixed:
    acc = acc * 2 + m
    print(repr(acc), type(acc).__name__)
print(int(acc), float(int(acc)), isinstance(acc, float), isinstance(True, int))
