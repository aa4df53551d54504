def f(*a): return a
for x in [None, 5]:
    try: f(*x)
    except TypeError as e: print(e)
    try: print((*x,))
    except TypeError as e: print(e)
    try: print({*x})
    except TypeError as e: print(e)
    try: print(f(1, *x))
    except TypeError as e: print(e)
try: f(**None)
except TypeError as e: print(e)
try: print(f(*[1], *[2], *(), *'ab'))
except TypeError as e: print(e)
import json, collections
print(json.dumps.__module__, collections.Counter.__module__, collections.Counter.most_common.__module__, collections.namedtuple('P','x').__module__)
class A:
    def m(self, **k): pass
def f(**k): pass
for c in [f, A, A().m, A.m, print, dict, [].append, len, lambda **k: 0, json.dumps]:
    try: c(**None)
    except TypeError as e: print(e)
    try: c(**{'a': 1}, **{'a': 2})
    except TypeError as e: print(e)
