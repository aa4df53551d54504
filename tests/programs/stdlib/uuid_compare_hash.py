import uuid
a = uuid.UUID(int=5)
b = uuid.UUID(int=7)
c = uuid.UUID("00000000-0000-0000-0000-000000000005")
print(a < b, a <= c, b > a, a >= c, a == c, a != b, a == 5)
print(sorted([b, a, uuid.UUID(int=1)]))
d = {a: "a", b: "b"}
print(d[c], hash(a) == hash(c), len({a, b, c}))
try:
    a < 5
except TypeError as e:
    print(e)
try:
    a.int = 3
except TypeError as e:
    print(e)
print(a.__class__.__name__, isinstance(a, uuid.UUID))
print(max(a, b, key=lambda u: u.int))
