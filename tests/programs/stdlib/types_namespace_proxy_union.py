# types: SimpleNamespace, MappingProxyType, X | Y unions, new_class and
# the named built-in types.
import types

ns = types.SimpleNamespace(b=2, a=1)
print(ns, ns.a, ns == types.SimpleNamespace(a=1, b=2), ns != types.SimpleNamespace(a=1))
ns.c = [3]
del ns.b
print(ns, vars(ns))
try:
    types.SimpleNamespace(**{1: 2})
except TypeError as e:
    print("TypeError:", e)
print(types.SimpleNamespace() == types.SimpleNamespace(), types.SimpleNamespace() == 1)

base = {"a": 1}
mp = types.MappingProxyType(base)
print(mp, repr(mp), mp["a"], len(mp), "a" in mp, list(mp), mp.get("z", 0))
base["b"] = 2
print(sorted(mp.items()), list(mp.keys()), list(mp.values()), mp.copy(), mp == base)
print(mp | {"c": 3})
for action in ("set", "del", "attr"):
    try:
        if action == "set":
            mp["a"] = 5
        elif action == "del":
            del mp["a"]
        else:
            mp.x = 1
    except (TypeError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
try:
    types.MappingProxyType([1])
except TypeError as e:
    print("TypeError:", e)

u = int | str
print(u, int | None, None | int, u | float, (int | str) == (str | int), int | int)
print(isinstance(3, u), isinstance(3.0, u), issubclass(bool, u), u.__args__)
print(types.SimpleNamespace | None, list[int] | None, hash(int | str) == hash(str | int))
try:
    int | 3
except TypeError as e:
    print("TypeError:", e)

Made = types.new_class("Made", (dict,), {}, lambda body: body.update(hello=lambda self: "hi"))
m = Made(a=1)
print(Made.__name__, m.hello(), m, Made.__mro__[1].__name__)


class Meta(type):
    def __new__(mcls, name, bases, ns, flag=None):
        cls = super().__new__(mcls, name, bases, ns)
        cls.flag = flag
        return cls


K = types.new_class("K", (), {"metaclass": Meta, "flag": 7})
print(type(K).__name__, K.flag)


def gen():
    yield 1


async def coro():
    pass


class C:
    def m(self):
        pass


c = coro()
print(isinstance(gen(), types.GeneratorType), isinstance(c, types.CoroutineType),
      isinstance(C().m, types.MethodType), isinstance(len, types.BuiltinFunctionType),
      isinstance(gen, types.FunctionType), isinstance(lambda: 0, types.LambdaType),
      isinstance(types, types.ModuleType), isinstance(None, types.NoneType),
      isinstance(..., types.EllipsisType), isinstance(NotImplemented, types.NotImplementedType))
c.close()
print(types.GenericAlias(list, (int,)) == list[int], types.FunctionType is types.LambdaType)
