import math
print(math.sqrt(4.0), math.pi)
f = math.floor
print(f(2.5))
math.myconst = 5
print(math.myconst)
try:
    math.nope
except AttributeError as e:
    print(e)
print(math.__name__)
def g():
    return math.sqrt(9)
print(g(), g())
math.sqrt = lambda x: "patched"
print(g())
del math.sqrt
try:
    g()
except AttributeError as e:
    print(e)
