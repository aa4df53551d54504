# __length_hint__ of builtin iterators and operator.length_hint over them.
import operator
it = iter([1,2,3]); next(it)
print(it.__length_hint__(), operator.length_hint(it))
for obj in [(1,2,3), range(10), {1:2,3:4}, "abcd", {1,2}, b"xyz", bytearray(b"ab"), {1:2}.values(), {1:2}.items(), {1:2}.keys()]:
    it = iter(obj)
    print(type(it).__name__, it.__length_hint__(), operator.length_hint(it))
    next(it)
    print(it.__length_hint__(), operator.length_hint(it))
r = reversed([1,2,3]); print(type(r).__name__, r.__length_hint__()); next(r); print(operator.length_hint(r))
r = reversed(range(5)); print(r.__length_hint__())
r = reversed((1,2)); print(r.__length_hint__())
it = iter([1]); next(it)
try: next(it)
except StopIteration: print("stop", it.__length_hint__())
print(operator.length_hint(iter(range(3, 100, 7))))
print(operator.length_hint(x for x in []), operator.length_hint(iter([]), 5))
class A:
    def __length_hint__(self): return 42
print(operator.length_hint(A()))
class B:
    def __len__(self): return 7
print(operator.length_hint(B()))
print(operator.length_hint(map(str, [1,2]), 9))
print(operator.length_hint(zip([1],[2]), 3), operator.length_hint(enumerate([1,2])))
l = [1,2,3]; it = iter(l); l.append(4); print(it.__length_hint__())
it = iter(l); l.clear(); print(it.__length_hint__())
print(iter([1,2]).__length_hint__.__name__)
it = iter([1, 2]); list(it); print(type(it).__name__, it.__length_hint__(), list(it))
t = iter((1,)); next(t); print(type(t).__name__, operator.length_hint(t))
import collections
d = collections.deque([1, 2, 3]); di = iter(d); next(di); print(di.__length_hint__())
print(reversed(d).__length_hint__())
print(iter(range(10**20)).__length_hint__() if False else "big")
