# exception raised in finally gets the pending exception as __context__
def f():
    try:
        raise ValueError("in try")
    finally:
        print("finally starts")
        raise KeyError("in finally")

try:
    f()
except KeyError as e:
    print(repr(e), "context:", repr(e.__context__))

def g():
    try:
        return "returned"
    finally:
        print("finally without exception")
print(g())

def h():
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            if i < 5:
                continue
    return "loop done"
print(h())
