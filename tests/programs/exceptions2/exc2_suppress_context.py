# raise from None, and setting __suppress_context__ / __cause__ by hand
try:
    try:
        {}["a"]
    except KeyError:
        raise AttributeError("no attribute a") from None
except AttributeError as e:
    print(e, e.__cause__, e.__suppress_context__, repr(e.__context__))

e = RuntimeError("manual")
print(e.__suppress_context__)
e.__cause__ = ValueError("set by hand")
print(e.__suppress_context__, repr(e.__cause__))
e.__suppress_context__ = False
print(e.__suppress_context__)
e.__cause__ = None
print(e.__cause__)
try:
    e.__cause__ = "not an exception"
except TypeError as err:
    print("TypeError:", err)
try:
    e.__context__ = 5
except TypeError as err:
    print("TypeError:", err)
