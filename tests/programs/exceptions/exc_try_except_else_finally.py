# the full try/except/else/finally flow
def attempt(x):
    trace = []
    try:
        trace.append("try")
        result = 10 / x
    except ZeroDivisionError:
        trace.append("except")
        result = None
    else:
        trace.append("else")
    finally:
        trace.append("finally")
    return result, trace

print(attempt(2))
print(attempt(0))
def nested(v):
    try:
        try:
            return int(v)
        except ValueError:
            print("inner caught", repr(v))
            raise
        finally:
            print("inner finally")
    except ValueError as e:
        print("outer caught:", e)
        return -1
print(nested("12"), nested("zz"))
