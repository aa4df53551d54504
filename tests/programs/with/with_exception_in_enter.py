# if __enter__ raises, __exit__ is not called and the body does not run
class Fragile:
    def __init__(self, fail):
        self.fail = fail
    def __enter__(self):
        print("enter, fail =", self.fail)
        if self.fail:
            raise ConnectionError("could not open")
        return self
    def __exit__(self, *exc):
        print("exit called")

for fail in (False, True):
    try:
        with Fragile(fail):
            print("body runs")
    except ConnectionError as e:
        print("caught:", e)
class Outer:
    def __enter__(self):
        print("outer enter")
    def __exit__(self, et, ev, tb):
        print("outer exit saw", et.__name__ if et else None)
try:
    with Outer(), Fragile(True):
        print("never")
except ConnectionError:
    print("propagated")
