import functools
calls = []
@functools.lru_cache(maxsize=3)
def slow(n):
    calls.append(n)
    return n * n
for n in [1, 2, 3, 1, 4, 2, 5, 1]:
    slow(n)
print(calls)
print(slow.cache_info())
slow.cache_clear()
print(slow.cache_info(), slow(3), slow.cache_info())
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90), fib.cache_info())
@functools.lru_cache
def sq(x):
    return x * x
print(sq(4), sq(4.0), sq(4), sq.cache_info())
@functools.lru_cache(typed=True)
def ty(x):
    return type(x).__name__
print(ty(1), ty(1.0), ty(True), ty.cache_info().currsize)
@functools.cache
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(30), fact.cache_info())
@functools.lru_cache(maxsize=0)
def nocache(x):
    return x
nocache(1); nocache(1)
print(nocache.cache_info())
try:
    sq([1, 2])
except TypeError as e:
    print("TypeError:", e)
@functools.lru_cache(maxsize=2)
def kw(a, b=0):
    return a + b
print(kw(1), kw(1, b=2), kw(a=1, b=2), kw(1, 2), kw.cache_info())
print(sq.__name__, fib.__wrapped__(10), sq.cache_parameters(), slow.cache_parameters())
try:
    functools.lru_cache(maxsize="big")
except TypeError as e:
    print("TypeError:", e)
