# a hand-written contextmanager-like decorator driving a generator
class GeneratorCM:
    def __init__(self, gen):
        self.gen = gen
    def __enter__(self):
        return next(self.gen)
    def __exit__(self, et, ev, tb):
        if et is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        try:
            self.gen.throw(ev)
        except StopIteration:
            return True
        except BaseException as e:
            if e is ev:
                return False
            raise
        raise RuntimeError("generator didn't stop after throw")

def contextmanager(fn):
    def make(*args, **kwargs):
        return GeneratorCM(fn(*args, **kwargs))
    return make

@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except KeyError as e:
        print("  swallowed KeyError", e)
    finally:
        print(f"</{name}>")

with tag("div") as t:
    print("  inside", t)
with tag("span"):
    raise KeyError("k")
try:
    with tag("p"):
        raise ValueError("v")
except ValueError as e:
    print("propagated", e)
