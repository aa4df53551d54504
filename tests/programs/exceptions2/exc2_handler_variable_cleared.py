# the "as" name is deleted at the end of the except block
err = "before"
try:
    raise ValueError("boom")
except ValueError as err:
    print("inside:", err)
try:
    print(err)
except NameError as e:
    print("NameError:", e)
saved = None
try:
    raise KeyError("k")
except KeyError as e:
    saved = e
print("saved survives:", repr(saved))
def f():
    try:
        raise TypeError("t")
    except TypeError as exc:
        pass
    return "exc" in dir()
print(f())
