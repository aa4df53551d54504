# __exit__ receives (type, value, traceback) of the active exception
class Inspect:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc_val, exc_tb):
        if exc_type is None:
            print("clean exit", exc_val, exc_tb)
        else:
            print("exit saw", exc_type.__name__, "|", exc_val, "|", exc_tb is not None,
                  isinstance(exc_val, exc_type), exc_val.args)
        return True

with Inspect():
    raise ValueError("bad", 1)
with Inspect():
    [][0]
with Inspect():
    raise KeyError
with Inspect():
    pass
class MyErr(Exception):
    pass
with Inspect():
    raise MyErr("custom")
with Inspect():
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("during handling")
print("done")
