# closures capturing variables
def make_multiplier(n):
    def mul(x):
        return x * n
    return mul

double = make_multiplier(2)
triple = make_multiplier(3)
print(double(5), triple(5), double(triple(2)))

def make_adders():
    return [lambda x, i=i: x + i for i in range(4)]

print([f(10) for f in make_adders()])

def late_binding():
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    return [f() for f in fs]
print(late_binding())

def compose(*fns):
    def composed(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return composed

inc = lambda x: x + 1
sq = lambda x: x * x
print(compose(inc, sq)(3), compose(sq, inc)(3), compose()(7))
def outer():
    msg = "captured"
    def inner():
        return msg.upper()
    msg = "changed"
    return inner
print(outer()())
