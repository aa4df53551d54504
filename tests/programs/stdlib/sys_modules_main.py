# sys.modules is made on first use; it then holds the main module, whose
# namespace is globals() and follows module-level stores made before and after.
import sys
import re

before = 1
for i in range(3):
    counter = i
main = sys.modules['__main__']
print(main.__name__, main.before, main.counter, 're' in sys.modules, 'sys' in sys.modules)
for i in range(5):
    counter = i * 10
print(main.counter, main.__dict__ is globals(), globals()['counter'])
main.__dict__['injected'] = 42
print(injected)
del before
print(hasattr(main, 'before'), 'before' in globals())
from sys import modules
print(modules is sys.modules, hasattr(sys, 'modules'), 'modules' in dir(sys))
try:
    sys.no_such_thing
except AttributeError as e:
    print(e)
import json
print('json' in sys.modules, sys.modules['json'] is json)
