import operator
from functools import reduce
ops = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "//": operator.floordiv, "%": operator.mod, "**": operator.pow}
def rpn(expr):
    stack = []
    for tok in expr.split():
        if tok in ops:
            b, a = stack.pop(), stack.pop()
            stack.append(ops[tok](a, b))
        else:
            stack.append(float(tok) if "." in tok else int(tok))
    return stack[0]
for e in ["3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 10 **", "7 2 //", "7 2 /", "-7 3 %", "1.5 2 *"]:
    print(e, "=", rpn(e))
try:
    rpn("1 0 /")
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(reduce(operator.or_, [1, 2, 4, 8]), reduce(operator.and_, [15, 7, 3]), reduce(operator.xor, [1, 2, 3]))
print(reduce(operator.concat, [[1], [2, 3], []]), reduce(operator.mul, [1.5, 2, 4]))
data = [("b", 2), ("a", 2), ("c", 1)]
print(sorted(data, key=operator.itemgetter(1, 0)), sorted(data, key=operator.itemgetter(0), reverse=True))
print(list(map(operator.mul, [1, 2, 3], [4, 5, 6])), list(map(operator.neg, [1, -2])), list(filter(operator.truth, [0, 1, "", "a"])))
x = [1]
y = operator.iadd(x, [2])
print(x, y is x)
s = "a"
t = operator.iadd(s, "b")
print(s, t)
n = operator.imul(3, 4)
print(n, operator.ipow(2, 5), operator.isub(10, 3), operator.itruediv(1, 4), operator.ifloordiv(9, 2), operator.imod(9, 4), operator.ilshift(1, 3), operator.irshift(16, 2), operator.iand(6, 3), operator.ior(6, 3), operator.ixor(6, 3))
print(operator.__lt__(1, 2), operator.__add__("x", "y"), operator.__getitem__([5, 6], -1))
m = [[1, 2], [3, 4]]
print(list(map(operator.itemgetter(1), m)), operator.itemgetter(1)(m), operator.attrgetter("real", "imag")(3 + 4j))
