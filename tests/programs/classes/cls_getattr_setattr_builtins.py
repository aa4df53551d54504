# getattr/setattr/hasattr/delattr with dynamic names
class Obj:
    cls_val = "C"

o = Obj()
for i, name in enumerate(["alpha", "beta", "gamma"]):
    setattr(o, name, i * 10)
print([getattr(o, n) for n in ["alpha", "beta", "gamma"]])
print(getattr(o, "cls_val"), getattr(o, "missing", None), hasattr(o, "beta"))
delattr(o, "beta")
print(hasattr(o, "beta"), sorted(vars(o)))
setattr(Obj, "added", lambda self: "method added later")
print(o.added())
setattr(o, "with space", 1)
print(getattr(o, "with space"))
try:
    getattr(o, "nope")
except AttributeError as e:
    print("AttributeError:", e)
try:
    getattr(o, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    delattr(o, "nope")
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(Obj, "cls_val"), hasattr(Obj, "alpha"))
