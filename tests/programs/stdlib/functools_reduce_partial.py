import functools
import operator
print(functools.reduce(operator.add, [1, 2, 3, 4]), functools.reduce(operator.mul, range(1, 6), 10))
print(functools.reduce(lambda acc, x: acc + [x * 2], [1, 2, 3], []), functools.reduce(max, [3, 9, 2]))
print(functools.reduce(operator.add, [], 0), functools.reduce(operator.add, ["only"]))
try:
    functools.reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)
try:
    functools.reduce(operator.add, 5)
except TypeError as e:
    print("TypeError:", e)
def power(base, exp, *, mod=None):
    return pow(base, exp, mod)
square = functools.partial(power, exp=2)
cube_mod = functools.partial(power, exp=3, mod=7)
print(square(5), square(5, exp=3), cube_mod(4), square.func is power, square.args, square.keywords)
p2 = functools.partial(functools.partial(power, 2), mod=1000)
print(p2(10), p2.args, sorted(p2.keywords.items()), p2.func is power)
join = functools.partial("-".join)
print(join(["a", "b"]), functools.partial(int, base=2)("1011"))
print(repr(functools.partial(max, 1)).startswith("functools.partial(<built-in function max>, 1)"))
try:
    functools.partial(5)
except TypeError as e:
    print("TypeError:", e)
try:
    functools.partial()
except TypeError as e:
    print("TypeError:", e)
class Cfg:
    def __init__(self):
        self.v = 1
    def add(self, x, y):
        return self.v + x + y
    add5 = functools.partialmethod(add, 5)
print(Cfg().add5(10))
counter = functools.partial(sorted, key=len, reverse=True)
print(counter(["aaa", "b", "cc"]))
