import types
from types import SimpleNamespace, MappingProxyType


def parse(value: int | str | None = None) -> list[int] | None:
    return None if value is None else [int(value)]


print(parse('5'), parse.__annotations__)
u = int | str
print(u, type(u).__name__, u.__args__, int | None, None | int, str | int | float)
print(isinstance(3, u), isinstance('a', u), isinstance(3.5, u), issubclass(bool, int | str))
print(u == (str | int), int | int, hash(u) == hash(str | int), (int | str) | None)
print(list[int], dict[str, list[int]], tuple[int, ...], type[str], list[int]([1, 2]))
print(list[int].__origin__, dict[str, int].__args__, list[int] == list[int])


class A:
    pass


print(A | None, A | int)
ns = SimpleNamespace(x=1, y='two')
ns.z = [3]
print(ns, ns.x, ns == SimpleNamespace(x=1, y='two', z=[3]), sorted(vars(ns)))
mp = MappingProxyType({'a': 1})
print(mp, mp['a'], len(mp), list(mp), 'a' in mp, mp.copy())
try:
    mp['b'] = 2
except TypeError as e:
    print('TypeError:', e)
print(types.FunctionType, types.NoneType, isinstance(parse, types.FunctionType))
match 5:
    case int() | str():
        print('int or str')
print(3 | None)
