# function decorators
def shout(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs).upper() + "!"
    return wrapper

def repeat(n):
    def deco(fn):
        def wrapper(*args):
            return [fn(*args) for _ in range(n)]
        return wrapper
    return deco

calls = []
def logged(fn):
    def wrapper(*args):
        calls.append((fn.__name__, args))
        return fn(*args)
    wrapper.__name__ = fn.__name__
    return wrapper

@shout
def hello(name):
    return f"hello {name}"

@repeat(3)
def roll(x):
    return x * 2

@logged
@shout
def bye(name):
    return "bye " + name

print(hello("world"))
print(roll(4))
print(bye("ann"), bye("bo"))
print(calls)
print(bye.__name__, hello.__name__)
def memo(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    return wrapper
@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80))
