# ExceptionGroup construction, attributes, str and repr
eg = ExceptionGroup("several problems", [ValueError("bad value"), TypeError("bad type"), KeyError("k")])
print(str(eg))
print(repr(eg))
print(eg.message, len(eg.exceptions), [type(e).__name__ for e in eg.exceptions])
print(eg.args[0], type(eg.args[1]).__name__)
print(isinstance(eg, Exception), issubclass(ExceptionGroup, BaseExceptionGroup))
nested = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [OSError("io")])])
print(repr(nested))
print(str(nested), nested.exceptions[1].message)
try:
    ExceptionGroup("empty", [])
except ValueError as e:
    print("ValueError:", e)
try:
    ExceptionGroup("not excs", [1])
except ValueError as e:
    print("ValueError:", e)
try:
    raise ExceptionGroup("raised", [RuntimeError("r")])
except ExceptionGroup as e:
    print("caught as ExceptionGroup:", e.exceptions)
bg = BaseExceptionGroup("base", [KeyboardInterrupt()])
print(type(bg).__name__, repr(bg))
print(type(BaseExceptionGroup("auto", [ValueError()])).__name__)
