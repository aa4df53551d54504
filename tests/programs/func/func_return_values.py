# return values: None by default, multiple values, early return
def nothing():
    pass

def implicit(x):
    if x:
        return "truthy"

def multi():
    return 1, [2], {"three": 3}

def early(xs):
    for x in xs:
        if x < 0:
            return x
    return "none negative"

print(nothing(), implicit(0), implicit(1))
a, b, c = multi()
print(a, b, c, multi())
print(early([1, -2, -3]), early([1, 2]))
def returns_func():
    return len
print(returns_func()("abc"))
def bare_return(x):
    if x > 0:
        return
    return x
print(bare_return(5), bare_return(-5))
