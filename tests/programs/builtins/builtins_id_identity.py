# id() only compared for identity
a = [1, 2]
b = a
c = list(a)
print(id(a) == id(b), id(a) == id(c), id(a) != id(c))
def same(x, y):
    return id(x) == id(y)
print(same(a, b), same(a, c), same(None, None), same(a, a[:]))
d = {"k": a}
print(same(d["k"], a))
e = a
e.append(3)
print(a, same(e, a))
t = (a, a)
print(same(t[0], t[1]))
print(id(a) == id(a), isinstance(id(a), int))
