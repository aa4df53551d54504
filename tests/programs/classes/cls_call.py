# callable instances via __call__
class Adder:
    def __init__(self, n):
        self.n = n
        self.calls = 0
    def __call__(self, x, *more, scale=1):
        self.calls += 1
        return (x + self.n + sum(more)) * scale

add5 = Adder(5)
print(add5(1), add5(1, 2, 3), add5(0, scale=10), add5.calls)
print(list(map(add5, [10, 20, 30])))
print(sorted([3, 1, 2], key=Adder(-1)))
print(callable(add5), callable(Adder), callable(3))

class Memo:
    def __init__(self, fn):
        self.fn = fn
        self.cache = {}
    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.fn(n)
        return self.cache[n]

@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(60), len(fib.cache), type(fib).__name__)
