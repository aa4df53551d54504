import sys, types
m = types.ModuleType('dyn')
m.real = 10
def _ga(name):
    if name.startswith('lazy_'):
        return name.upper()
    raise AttributeError(f"module 'dyn' has no attribute {name!r}")
m.__getattr__ = _ga
sys.modules['dyn'] = m
import dyn
print(dyn.real, dyn.lazy_one)
from dyn import lazy_two, real
print(lazy_two, real)
try:
    dyn.missing
except AttributeError as e:
    print('AE', e)
try:
    from dyn import missing
except ImportError as e:
    print('IE', e)
print(type(m).__name__, m.__name__, m.__doc__, m.__spec__, sorted(k for k in vars(m) if k.startswith('__')))
m2 = types.ModuleType('withdoc', 'the doc')
print(m2.__doc__, m2.__name__)
try:
    types.ModuleType(5)
except TypeError as e:
    print('TypeError', e)
import json
print('json' in sys.modules, sys.modules['json'] is json, 'sys' in sys.modules)
del sys.modules['json']
import json as json2
print(json2 is json, json2.dumps([1, 2]), sys.modules['json'] is json2)
class Anything:
    value = 42
sys.modules['anything'] = Anything()
import anything
from anything import value
print(type(anything).__name__, value)
sys.modules['math'] = m
import math
print(math is m, math.lazy_sqrt)
def module_level_getattr():
    import dyn as d
    return d.lazy_inner
print(module_level_getattr())
