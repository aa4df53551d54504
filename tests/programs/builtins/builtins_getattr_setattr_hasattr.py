# getattr, setattr, hasattr on builtin objects and functions
print(getattr("abc", "upper")(), getattr([3, 1, 2], "index")(2), getattr(5, "real"))
print(getattr(5, "missing", "default"), getattr({}, "get")("k", "v"))
print(hasattr("x", "split"), hasattr("x", "nope"), hasattr(3, "bit_length"), hasattr(None, "x"))
def f():
    return "f"
setattr(f, "tag", "important")
f.count = 0
setattr(f, "count", f.count + 1)
print(f.tag, getattr(f, "count"), hasattr(f, "tag"), hasattr(f, "other"))
methods = ["upper", "lower", "title", "swapcase"]
print([getattr("hello World", m)() for m in methods])
try:
    getattr(5, "missing")
except AttributeError as e:
    print("AttributeError:", e)
try:
    setattr(5, "x", 1)
except AttributeError as e:
    print("AttributeError:", e)
try:
    getattr(5, 1)
except TypeError as e:
    print("TypeError:", e)
