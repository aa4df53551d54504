# functions as values: stored, passed, returned, compared
def add(a, b):
    return a + b

def sub(a, b):
    return a - b

ops = [add, sub, max, min, pow]
print([op(7, 3) for op in ops])
table = {"add": add, "sub": sub}
print(table["add"](1, 2), table["sub"](1, 2))
def apply_n(fn, n, x):
    for _ in range(n):
        x = fn(x)
    return x
print(apply_n(lambda v: v * 2, 10, 1), apply_n(str.upper, 1, "abc"))
print(add.__name__, sub.__name__, max.__name__, callable(add), callable(3))
alias = add
print(alias is add, alias(5, 5), alias == add, add == sub)
def make_op(symbol):
    if symbol == "+":
        return add
    return sub
print(make_op("+")(10, 1), make_op("-")(10, 1))
print(sorted([sub, add], key=lambda f: f.__name__)[0].__name__)
print(type(add).__name__, type(len).__name__, type(lambda: 0).__name__)
