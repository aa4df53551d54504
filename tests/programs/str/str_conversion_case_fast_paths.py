# str(x) with one positional argument, and upper()/lower() of ASCII text.
class WithStr:
    def __str__(self):
        return "WithStr!"

class BadStr:
    def __str__(self):
        return 42

class Sub(str):
    pass

for v in (0, 1, -1, 10 ** 20, -(2 ** 63), 2 ** 63 - 1, True, False, None, 1.5, -0.0,
          1e300, float("nan"), "text", "", b"bytes", [1, "a"], (1,), {"k": 1}, {1},
          range(3), WithStr(), Sub("sub"), 3 + 4j, str, len):
    r = str(v)
    print(type(r).__name__, repr(r))
x = "same"
print(str(x) is x)
print(type(str(Sub("s"))).__name__)
print(repr(str()), repr(str(object=12)), repr(str(b"abc", "ascii")), repr(str(b"ab\xff", errors="replace")))
try:
    str(BadStr())
except TypeError as e:
    print("TypeError:", e)
try:
    str(nope=1)
except TypeError as e:
    print("TypeError:", e)
s = str
print(s(5), [str(i) for i in range(-3, 12)])

for t in ("hello", "HeLLo World 123!", "", "ß straße", "İstanbul", "ﬁ ligature", "ǅ", "abc\x7f~",
          "MIXED ascii ünïcödé", "x" * 70):
    print(repr(t.upper()), repr(t.lower()), repr(t.swapcase()), repr(t.title()), repr(t.casefold()))
a = "abc"
b = a.upper()
print(a, b, a.upper().lower() == a, b.lower() is not b)
try:
    "a".upper(1)
except TypeError as e:
    print("TypeError:", e)
print(Sub("MiXeD").upper(), type(Sub("MiXeD").lower()).__name__)
