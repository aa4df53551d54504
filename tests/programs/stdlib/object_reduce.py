# object.__reduce__, __reduce_ex__ and __getstate__ on plain instances,
# builtin values and subclasses of builtins: what pickle and copy build on.
import copy
import pickle


def show(r):
    def name(x):
        return x.__name__ if callable(x) and hasattr(x, "__code__") else x
    items = [name(x) for x in r]
    for i in (3, 4):
        if len(items) > i and items[i] is not None and not isinstance(items[i], (list, tuple)):
            items[i] = ("iterator", list(items[i]))
    print(tuple(items))


class C:
    def __init__(self):
        self.a = 1


class Empty:
    pass


class Slotted:
    __slots__ = ("x", "y")

    def __init__(self):
        self.x = 5


class WithState:
    def __getstate__(self):
        return {"g": 1}


class NewArgs:
    def __getnewargs__(self):
        return (1, 2)

    def __new__(cls, *a):
        return object.__new__(cls)


class KwArgs:
    def __getnewargs_ex__(self):
        return ((1,), {"k": 2})

    def __new__(cls, *a, **k):
        return object.__new__(cls)


class Own:
    def __reduce__(self):
        return (Own, ())


class MyList(list):
    pass


class MyDict(dict):
    pass


class MyTuple(tuple):
    pass


class MyInt(int):
    pass


class MySet(set):
    pass


c = C()
for proto in range(5):
    show(c.__reduce_ex__(proto))
show(c.__reduce__())
show(Empty().__reduce_ex__(2))
show(Empty().__reduce__())
show(Slotted().__reduce_ex__(2))
try:
    Slotted().__reduce__()
except TypeError as e:
    print("TypeError:", e)
show(WithState().__reduce_ex__(2))
show(NewArgs().__reduce_ex__(2))
show(KwArgs().__reduce_ex__(3))
show(Own().__reduce_ex__(2))
show(object.__reduce_ex__(Own(), 2))
ml = MyList([1, 2])
ml.z = 3
show(ml.__reduce_ex__(2))
show(MyDict(a=1).__reduce_ex__(2))
show(MyTuple((1, 2)).__reduce_ex__(2))
show(MyTuple((1, 2)).__reduce_ex__(1))
show(MyInt(5).__reduce_ex__(1))
show(MyInt(5).__reduce__())
ms = MySet([1])
ms.q = 2
show(ms.__reduce__())
for value in (5, "ab", 1.5, True, object()):
    show(value.__reduce_ex__(2))
show(object().__reduce_ex__(1))
try:
    (5).__reduce_ex__(1)
except TypeError as e:
    print("TypeError:", e)
show({1, 2}.__reduce__())
show(frozenset({1}).__reduce_ex__(2))
show(range(1, 5, 2).__reduce__())
show(slice(1, 2).__reduce__())
show(bytearray(b"ab\xff").__reduce__())
show(bytearray(b"ab").__reduce_ex__(2))
show(bytearray(b"ab").__reduce_ex__(3))
err = ValueError("x", 2)
show(err.__reduce__())
err.foo = 1
show(err.__reduce__())
print(err.__dict__, vars(err))
show(KeyError("k").__reduce_ex__(2))

s = Slotted()
print(s.__getstate__())
s.y = 7
print(s.__getstate__())
print(Empty().__getstate__(), object().__getstate__())
print(c.__getstate__() is c.__dict__)
print(C.__reduce__ is object.__reduce__, set.__reduce__ is object.__reduce__)


class BadNewArgs:
    def __getnewargs__(self):
        return [1]


class BadNewArgsEx:
    def __getnewargs_ex__(self):
        return ((), {}, 1)


for bad in (BadNewArgs(), BadNewArgsEx()):
    try:
        bad.__reduce_ex__(2)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for call in (lambda: object().__reduce__(1), lambda: object().__getstate__(1),
             lambda: object().__reduce_ex__()):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


p = Point(1, [2, 3])
q = copy.deepcopy(p)
print(q.x, q.y, q.y is p.y)
r = pickle.loads(pickle.dumps(p))
print(type(r).__name__, r.x, r.y)
t = pickle.loads(pickle.dumps(s))
print(t.x, t.y)
