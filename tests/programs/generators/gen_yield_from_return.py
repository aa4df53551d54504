# yield from delegates and evaluates to the subgenerator's return value
def sub(n):
    total = 0
    for i in range(n):
        yield i
        total += i
    return total

def outer():
    a = yield from sub(3)
    print("  sub(3) returned", a)
    b = yield from sub(4)
    print("  sub(4) returned", b)
    return a + b

g = outer()
print(list(g))
def wrapper():
    result = yield from outer()
    yield f"outer returned {result}"
print(list(wrapper()))
def empty():
    return "nothing yielded"
    yield
def use_empty():
    r = yield from empty()
    yield r
print(list(use_empty()))
