# Builtin names set and deleted through the builtins module, before and after first use.
print(len([1]))
import builtins
builtins.len = lambda x: 42
print(len([1]))
def f():
    return len("ab")
print(f())
del builtins.len
try:
    print(len([1, 2]))
except NameError as e:
    print(e)
builtins.len = lambda x: 7
print(f())
