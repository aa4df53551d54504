import functools
@functools.singledispatch
def describe(obj):
    return f"object:{type(obj).__name__}"
@describe.register
def _(obj: int):
    return f"int:{obj}"
@describe.register(list)
def _(obj):
    return "list of " + ", ".join(describe(x) for x in obj)
@describe.register(str)
@describe.register(bytes)
def _(obj):
    return f"text:{obj!r}"
def _float(obj):
    return f"float:{obj:.2f}"
describe.register(float, _float)
print(describe(3), describe(True), describe(2.5), describe("hi"), describe(b"b"), describe([1, "x", 3.0]), describe(None), describe({}))
print(describe.dispatch(bool).__name__ if False else describe.dispatch(float) is _float, describe.dispatch(dict) is describe.registry[object])
class Shape:
    pass
class Circle(Shape):
    pass
@describe.register
def _(obj: Shape):
    return "shape " + type(obj).__name__
print(describe(Circle()), describe(Shape()))
print(sorted(t.__name__ for t in describe.registry))
class Calc:
    @functools.singledispatchmethod
    def total(self, arg):
        raise NotImplementedError(f"cannot total {type(arg).__name__}")
    @total.register
    def _(self, arg: list):
        return sum(arg)
    @total.register
    def _(self, arg: dict):
        return sum(arg.values())
c = Calc()
print(c.total([1, 2, 3]), c.total({"a": 4, "b": 5}))
try:
    c.total("x")
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    describe()
except TypeError as e:
    print("TypeError:", e)
