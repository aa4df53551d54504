import operator
import math
from operator import attrgetter, itemgetter, methodcaller

print(itemgetter(1), itemgetter('a', 'b'), itemgetter((1, 2)), itemgetter(slice(None, 2)))
print(attrgetter('x'), attrgetter('x.y', 'z'))
print(methodcaller('f'), methodcaller('f', 1, 'two', k=[3]), methodcaller('g', a=1, b=2))
print(attrgetter('pi')(math), attrgetter('sqrt')(math)(16.0))
print(type(itemgetter(0)).__name__, type(attrgetter('a')).__name__, type(methodcaller('m')).__name__)
print(callable(itemgetter(0)), isinstance(methodcaller('x'), methodcaller))
nums = [1, 2]
r = operator.iadd(nums, [3])
print(nums, r is nums)
t = (1,)
r = operator.iadd(t, (2,))
print(t, r)
s = 'ab'
print(operator.iadd(s, 'c'), s)
st = {1, 2, 3}
print(operator.isub(st, {1}), st, operator.iand({1, 2}, {2}), operator.ixor({1}, {1, 2}))
print(operator.imul([0], 3), operator.ipow(2, 8), operator.irshift(64, 2), operator.imod(17, 5))
d = {'a': 1}
print(operator.ior(d, {'b': 2}), d)
acc = 0
for x in range(5):
    acc = operator.iadd(acc, x)
print(acc)
print(operator.truediv(1, 8), operator.floordiv(-7, 2), operator.mod(-7, 2), operator.pow(2, -1))
print(operator.lshift(3, 65), operator.and_(True, False), operator.or_({1}, {2}), operator.xor(True, True))
print(operator.neg(-0.0), operator.pos(True), operator.abs(-7), operator.invert(True), operator.index(False))
print(operator.eq([1], [1]), operator.lt('a', 'b'), operator.le((1, 2), (1, 2)), operator.ge({1, 2}, {1}))
print(operator.__not__(0), operator.__add__('x', 'y'), operator.__contains__([1], 1), operator.__neg__(4))
fs = [operator.add, operator.sub, operator.mul]
print([f(6, 3) for f in fs], [f.__name__ for f in fs])
g = itemgetter(0)
print(list(map(g, ['ab', 'cd', 'ef'])), [attrgetter('real')(z) for z in (1, 2.5, 3j)])
