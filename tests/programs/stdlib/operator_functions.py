import operator as op
from functools import reduce

print(op.add(2, 3), op.sub(10, 4), op.mul(3, 7), op.truediv(7, 2), op.floordiv(7, 2), op.mod(7, 3))
print(op.pow(2, 10), op.neg(5), op.pos(-5), op.abs(-3.5), op.invert(5), op.inv(0))
print(op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.lshift(1, 4), op.rshift(256, 3))
print(op.eq(1, 1.0), op.ne(1, 2), op.lt(1, 2), op.le(2, 2), op.gt(1, 2), op.ge(3, 2))
print(op.not_([]), op.not_(1), op.truth([0]), op.truth(''), op.is_(None, None), op.is_not(1, None))
print(op.contains([1, 2], 2), op.contains('abc', 'z'), op.concat([1], [2]), op.concat('a', 'b'))
print(op.index(7), op.index(True), op.countOf([1, 2, 1, 1], 1), op.indexOf('abc', 'c'))
d = {'a': 1}
op.setitem(d, 'b', 2)
print(op.getitem(d, 'b'), d)
op.delitem(d, 'a')
print(d)
lst = [1, 2, 3]
op.setitem(lst, slice(0, 2), ['x'])
print(lst, op.getitem(lst, -1))
print(reduce(op.add, range(10)), reduce(op.mul, range(1, 6)), reduce(op.or_, [1, 2, 4]))
print(list(map(op.add, [1, 2], [10, 20])), list(map(op.neg, [1, -2])))
print(sorted([3, 1, 2], key=op.neg), list(filter(op.truth, [0, 1, '', 'x'])))
print(op.add('ab', 'cd'), op.mul('ab', 3), op.mod('%s-%s', ('x', 'y')))
print(op.length_hint([1, 2, 3]), op.length_hint(iter([])), op.length_hint(x for x in 'ab'), op.length_hint(5, 7))
a = [1]
b = op.iadd(a, [2])
print(a, b, a is b, op.iadd(1, 2), op.imul('x', 3), op.isub(5, 2))
s = {1, 2}
op.ior(s, {3})
op.iand(s, {1, 3})
print(s, op.ixor(6, 3), op.ilshift(1, 3), op.ipow(3, 2), op.itruediv(1, 4), op.ifloordiv(9, 2), op.imod(9, 4))
print(op.__add__(1, 1), op.__getitem__([5], 0), op.call(max, 3, 9))
ops = {'+': op.add, '-': op.sub, '*': op.mul, '/': op.truediv}
tokens = [(5, '+', 3), (8, '/', 2), (4, '*', 2.5), (1, '-', 10)]
print([ops[o](x, y) for x, o, y in tokens])
for bad in [lambda: op.add(1, 'a'), lambda: op.concat(1, 2), lambda: op.index(1.5), lambda: op.indexOf([1], 9)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
op.truediv(1, 0)
