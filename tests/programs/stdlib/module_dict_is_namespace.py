# A module's __dict__ is its namespace: the dict its functions run in.
import calendar
import fnmatch
import math
import types

print(calendar.monthrange.__globals__ is calendar.__dict__)
print(fnmatch.fnmatch.__globals__ is vars(fnmatch))
print(math.__dict__ is math.__dict__)

calendar.__dict__["added_through_dict"] = 42
print(calendar.added_through_dict)
calendar.added_as_attr = "yes"
print(calendar.__dict__["added_as_attr"])
del calendar.__dict__["added_as_attr"]
print(hasattr(calendar, "added_as_attr"))

math.__dict__["half"] = 0.5
print(math.half)
math.extra = 3
print("extra" in math.__dict__, math.__dict__["extra"])
del math.extra
print("extra" in vars(math))

m = types.ModuleType("scratch")
m.__dict__["a"] = 1
m.b = 2
print(sorted(k for k in vars(m) if not k.startswith("__")), m.a, m.__dict__["b"])
exec("def f():\n    return a + b\n", m.__dict__)
print(m.f(), m.f.__globals__ is m.__dict__)
m.a = 10
print(m.f())

# A function of the module sees a global the guest replaced.
src = "def twice(x):\n    return helper(x) * 2\ndef helper(x):\n    return x + 1\n"
mod = types.ModuleType("made")
exec(src, vars(mod))
print(mod.twice(1))
mod.helper = lambda x: x * 100
print(mod.twice(1))
try:
    del calendar.no_such_name
except AttributeError as e:
    print(e)
