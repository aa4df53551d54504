# an exception raised in __exit__ replaces the body's exception (with context)
class Noisy:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et is not None:
            raise RuntimeError(f"exit failed while handling {et.__name__}")
        raise OSError("exit failed on clean path")

try:
    with Noisy():
        raise ValueError("body error")
except RuntimeError as e:
    print(type(e).__name__, e, "| context:", repr(e.__context__))
try:
    with Noisy():
        pass
except OSError as e:
    print(type(e).__name__, e, "| context:", e.__context__)
