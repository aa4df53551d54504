# is / is not / in / not in
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a is not c, a == c, None is None, (a is b) is True)
x = None
print(x is None, x is not None, x == None)
print(1 in [1, 2], 3 not in (1, 2), "b" in {"a": 1, "b": 2}, 2 in {"a": 1, "b": 2}.values())
print("sub" in "substring", "" in "", [] in [[]], (1,) in [(1,), 2])
print(not 1 in [2], not (1 in [2]))
t = True
print(t is True, t is not False, id(a) == id(b), id(a) == id(c))
nested = [[1, 2], [3, 4]]
print([3, 4] in nested, 3 in nested, any(3 in row for row in nested))
print(0 in range(0), 5 in range(10), "k" in set("key"))
