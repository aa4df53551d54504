# range membership with ints, bools, floats and big values
r = range(0, 20, 5)
for v in [0, 5, 15, 20, -5, 5.0, 5.5, True, False, 10 ** 20]:
    print(repr(v), v in r)
print(r.count(5), r.count(5.0), r.count("5"))
neg = range(10, -10, -3)
print(list(neg), -2 in neg, -8 in neg, 11 in neg)
print([x for x in range(-3, 4) if x in range(0, 10, 2)])
try:
    r.index(7)
except ValueError as e:
    print("ValueError:", e)
print(r.index(15), neg.index(-8))
