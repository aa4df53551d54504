# __import__ and importlib.import_module.
import importlib

print(__import__('builtins').__name__)
print(__import__('os.path').__name__)
print(__import__('collections.abc').__name__)
m = __import__('collections.abc', globals(), locals(), ['Mapping'], 0)
print(m.__name__, m.Mapping.__name__)
m = __import__('xml.etree', fromlist=['ElementTree'])
print(m.__name__, m.ElementTree.__name__)
print(__import__('json', fromlist=()).__name__)
print(__import__('json', fromlist=['dumps']).dumps([1]))
print(__import__(name='math').sqrt(16))
for bad in [lambda: __import__(''), lambda: __import__(5),
            lambda: __import__('nosuchmod'), lambda: __import__('os.nosuch'),
            lambda: __import__('json.nosuch'), lambda: __import__('x', level=-1),
            lambda: __import__('json', fromlist=[1]), lambda: __import__()]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
try:
    import math.nosuch
except ImportError as e:
    print(type(e).__name__, e, e.name)

print(importlib.import_module('json').__name__)
print(importlib.import_module('collections.abc').__name__)
print(importlib.import_module('xml.etree.ElementTree').__name__)
print(importlib.import_module('.abc', 'collections').__name__)
print(importlib.import_module('..etree', 'xml.dom').__name__)
print(importlib.import_module('math') is __import__('math'))
for bad in [lambda: importlib.import_module('nosuch'), lambda: importlib.import_module('.x'),
            lambda: importlib.import_module('json.nosuch'),
            lambda: importlib.reload(5)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
import json
print(importlib.reload(json) is json)
importlib.invalidate_caches()
