import math
class S(str):
    def upper(self):
        return "custom:" + str.upper(self)
class L(list):
    pass
class C:
    @classmethod
    def mro(cls):
        return "user mro"
    def count(self):
        return "user count"
print(S("ab").upper(), S("ab").lower(), L([1]).copy(), C.mro(), C().count())
print(True.bit_length(), (5).to_bytes(2, "big"), (2.5).as_integer_ratio(), "a,b".split(","))
print({}.fromkeys("ab", 0), dict.fromkeys([1]), int.from_bytes(b"\x01\x00", "little"), "x".join(["a", "b"]))
print(math.sqrt(16), [3, 1, 2].index(1), (1, 2, 1).count(1), b"abc".upper(), bytearray(b"x").decode())
e = ValueError("v")
e.add_note("note")
print(e.__notes__, e.with_traceback(None) is e)
def g():
    x = yield 1
    yield x
it = g(); next(it); print(it.send(5))
s = {1, 2}; s.add(3); print(sorted(s), frozenset([1]).union([2]))
class E(Exception):
    def args_len(self):
        return len(self.args)
print(E(1, 2).args_len(), E("m").with_traceback(None).args)
for obj in [1, "s", [1], (1,), {1: 2}, 1.5, None, b"b"]:
    try:
        print(type(obj).__name__, obj.__class__.__name__, obj.__repr__())
    except AttributeError as ex:
        print("AttributeError", ex)
for bad in [lambda: (1).append(2), lambda: "x".nope(), lambda: [].upper()]:
    try:
        bad()
    except AttributeError as ex:
        print(ex)
m = "abc".upper
print(m(), m.__name__, [].append.__qualname__ if hasattr([].append, "__qualname__") else "-")
print(type.mro(C)[0].__name__, str.upper("q"), list.append.__name__)
