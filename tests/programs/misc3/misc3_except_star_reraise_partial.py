# unhandled parts of a group propagate; raising inside except* adds to the result
def inner():
    try:
        raise ExceptionGroup("work", [ValueError("v"), KeyError("k"), OSError("o")])
    except* ValueError:
        print("inner handled ValueError")
    except* OSError as eg:
        print("inner re-raises OSError group")
        raise

try:
    inner()
except ExceptionGroup as eg:
    print("outer got:", [type(e).__name__ for e in eg.exceptions])
def converts():
    try:
        raise ExceptionGroup("conv", [ValueError("bad")])
    except* ValueError:
        raise RuntimeError("converted")
try:
    converts()
except ExceptionGroup as eg:
    print("converted group:", repr(eg))
    print("context of new error:", repr(eg.exceptions[0].__context__))
except RuntimeError as e:
    print("plain RuntimeError:", e)
