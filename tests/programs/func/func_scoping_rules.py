# LEGB scoping
x = "global x"
def outer():
    x = "enclosing x"
    def inner():
        return x
    def inner_local():
        x = "local x"
        return x
    return inner(), inner_local(), x

print(outer(), x)
def uses_builtin():
    return len("four")
def shadows_builtin():
    len = lambda s: -1
    return len("four")
print(uses_builtin(), shadows_builtin(), len("four"))
def param_shadow(x):
    x = x * 2
    return x
print(param_shadow(21), x)
def modify_list(lst):
    lst.append("added")
    lst = ["rebound"]
    return lst
data = ["orig"]
print(modify_list(data), data)
y = 1
def read_then_define():
    return [y for _ in range(2)]
print(read_then_define())
