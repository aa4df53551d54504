# nonlocal in nested functions
def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    def get():
        return count
    return inc, get

inc, get = make_counter()
inc(); inc()
print(inc(), get())
inc2, get2 = make_counter()
print(inc2(), get(), get2())

def outer():
    x = "outer"
    def middle():
        nonlocal x
        x = "middle"
        def inner():
            nonlocal x
            x = x + "+inner"
        inner()
    middle()
    return x
print(outer())

def accumulator():
    total = []
    def add(v):
        total.append(v)
        return sum(total)
    return add
acc = accumulator()
print(acc(1), acc(5), acc(10))
