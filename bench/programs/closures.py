# Closures, nested functions, lambdas and higher-order calls.
def make_counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc

def compose(f, g):
    return lambda x: f(g(x))

def adder(n):
    return lambda x: x + n

counter = make_counter()
pipeline = compose(adder(3), compose(lambda x: x * 2, adder(-1)))
acc = 0
for i in range(200000):
    acc += pipeline(i) % 97
    counter(i % 3)
fns = [adder(k) for k in range(100)]
s = 0
for i in range(2000):
    for f in fns:
        s = f(s) % 100003
print(acc, counter(0), s, sum(map(adder(1), range(1000))))
