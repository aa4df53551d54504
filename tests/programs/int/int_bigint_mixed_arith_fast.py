# +, - and * with a big int operand and an int or big int other operand.
big = 2 ** 64
neg = -(2 ** 70) + 12345
small = [0, 1, -1, 7, -7, 2 ** 62, -(2 ** 62), 2 ** 63 - 1, -(2 ** 63)]
bigs = [big, -big, neg, big + 1, 2 ** 63, -(2 ** 63) - 1, 10 ** 30]

for x in bigs:
    for y in small:
        print(x + y, y + x, x - y, y - x, x * y, y * x)
    for y in bigs:
        print(x + y, x - y, x * y)

# Results that fall back into the small range.
print(big - big, type(big - big).__name__)
print((2 ** 63) - 1, (2 ** 63) + (-1))
print(-(2 ** 63) - 1 + 1, (-(2 ** 63) - 1) + 1 == -(2 ** 63))
print(big * 0, 0 * big, big + (-big), (2 ** 64) // (2 ** 62) * big)

# bool and float operands keep their own paths.
print(big + True, True + big, big * False, big - True)
print(big + 0.5, 0.5 * big, big - 1.5)

# In-place forms.
f = 1
for i in range(1, 40):
    f *= i
print(f)
g = f
g -= 10 ** 40
g += -(2 ** 100)
print(g, f)

# Subclasses of int still dispatch to their methods.
class MyInt(int):
    def __add__(self, other):
        return "MyInt.__add__"
    def __rsub__(self, other):
        return "MyInt.__rsub__"

print(big + MyInt(3), MyInt(3) + big, big - MyInt(3))

# Errors keep their messages.
for bad in ("a", None, [1]):
    for op in ("+", "-", "*"):
        try:
            print(eval("big " + op + " bad"))
        except (TypeError, OverflowError) as e:
            print(type(e).__name__ + ":", e)
