import types
ns = types.SimpleNamespace(a=1, b="x")
ns.c = [1]
print(ns, ns.a, vars(ns), ns == types.SimpleNamespace(a=1, b="x", c=[1]))
mp = types.MappingProxyType({"k": 1})
print(mp["k"], list(mp), len(mp), "k" in mp)
try:
    mp["z"] = 2
except TypeError as e:
    print("TypeError", e)
def f(): yield 1
async def co(): pass
print(isinstance(f, types.FunctionType), isinstance(f(), types.GeneratorType), isinstance(len, types.BuiltinFunctionType))
c = co(); print(isinstance(c, types.CoroutineType)); c.close()
class A:
    def m(self): pass
print(isinstance(A().m, types.MethodType), isinstance(types, types.ModuleType), types.NoneType is type(None))
print(type(lambda: 0) is types.LambdaType, types.new_class("B", (A,)).__mro__[1] is A)
