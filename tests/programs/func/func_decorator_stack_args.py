# decorators with arguments, stacking order and wrapper state
def tag(name):
    def deco(fn):
        def wrapper(*args, **kwargs):
            return f"<{name}>{fn(*args, **kwargs)}</{name}>"
        return wrapper
    return deco

def count_calls(fn):
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper

@tag("b")
@tag("i")
def text(s):
    return s

@count_calls
def square(x):
    return x * x

print(text("bold italic"))
print([square(i) for i in range(4)], square.calls)
def validate(*types):
    def deco(fn):
        def wrapper(*args):
            for a, t in zip(args, types):
                if not isinstance(a, t):
                    return f"bad argument {a!r}: expected {t.__name__}"
            return fn(*args)
        return wrapper
    return deco

@validate(int, str)
def repeat(n, s):
    return s * n

print(repeat(3, "ab"), repeat("3", "ab"), repeat(2, 5))
