# equality vs identity for mutable containers and None
def make():
    return [0]

a = make()
b = make()
print(a == b, a is b)
a.append(1)
print(a == b, a, b)
c = a
c.append(2)
print(a, a is c)
empty1 = []
empty2 = []
print(empty1 == empty2, empty1 is empty2)
t1 = (1, 2)
t2 = tuple([1, 2])
print(t1 == t2)
none_vals = [None, 0, "", False, []]
print([v is None for v in none_vals], [v == None for v in none_vals])
print(True is True, (1 == 1) is True, bool([]) is False)
