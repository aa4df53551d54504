# __exit__ examining exception chaining attributes and notes
class Report:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if ev is None:
            return
        print(et.__name__, ev,
              "cause:", repr(ev.__cause__),
              "context:", repr(ev.__context__),
              "suppress:", ev.__suppress_context__,
              "notes:", getattr(ev, "__notes__", None))
        return True

with Report():
    raise ValueError("plain")
with Report():
    raise ValueError("with cause") from KeyError("k")
with Report():
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError("implicit")
with Report():
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError("hidden") from None
with Report():
    e = OSError("noted")
    e.add_note("extra info")
    raise e
