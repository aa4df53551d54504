# positional-only parameters
def divide(a, b, /):
    return a / b

def mixed(a, b=2, /, c=3, *, d=4):
    return (a, b, c, d)

print(divide(10, 4))
print(mixed(1), mixed(1, 5), mixed(1, 5, 6), mixed(1, c=7), mixed(1, 2, 3, d=9))
try:
    divide(a=1, b=2)
except TypeError as e:
    print("TypeError:", e)
try:
    mixed(1, b=5)
except TypeError as e:
    print("TypeError:", e)
def kw_collect(x, /, **kw):
    return x, kw
print(kw_collect(1, x=2))
