# The builtins module: the builtin names by attribute.
import builtins
import sys

print(builtins.len is len, builtins.print is print, builtins.int is int)
print(builtins.__name__, type(builtins).__name__)
print(hasattr(builtins, 'open'), hasattr(builtins, 'nope'))
print(getattr(builtins, 'ValueError') is ValueError, getattr(builtins, 'None'))
print('len' in builtins.__dict__, builtins.__dict__['abs'] is abs, builtins.__dict__['None'])
print(builtins.Ellipsis, builtins.NotImplemented, getattr(builtins, 'True'), builtins.__debug__)
print(sys.modules['builtins'] is builtins)
print(builtins.__import__ is __import__, callable(__import__), __import__.__name__)
print(repr(__import__))
for name in ['map', 'filter', 'zip', 'range', 'enumerate', 'sorted', 'KeyError',
             'BaseException', 'object', 'type', 'super', 'property', 'isinstance']:
    print(name, getattr(builtins, name) is eval(name))
try:
    builtins.no_such_builtin
except AttributeError as e:
    print(e)
builtins.my_value = 5
print(builtins.my_value, 'print' in dir(builtins))
from builtins import len as L, open as o
print(L([1]), o is open)
print(type(__builtins__).__name__, __builtins__ is builtins)
print(__builtins__.abs(-3))
