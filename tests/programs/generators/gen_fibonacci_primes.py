# classic number generators
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

def primes():
    found = []
    n = 2
    while True:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
        n += 1

f = fib()
print([next(f) for _ in range(15)])
p = primes()
print([next(p) for _ in range(15)])
def nth(gen, n):
    for i, v in enumerate(gen):
        if i == n:
            return v
print(nth(fib(), 90), nth(primes(), 99))
def until(gen, limit):
    for v in gen:
        if v > limit:
            return
        yield v
print(list(until(fib(), 100)), sum(until(primes(), 100)))
