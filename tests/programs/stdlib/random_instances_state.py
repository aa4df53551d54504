import random
a = random.Random(42)
b = random.Random(42)
print([a.random() for _ in range(3)] == [b.random() for _ in range(3)])
print(a.randint(1, 100), b.randint(1, 100))
st = a.getstate()
first = [a.random() for _ in range(4)]
a.setstate(st)
print(first == [a.random() for _ in range(4)])
print(type(st).__name__, st[0], len(st[1]), st[2])
c = random.Random()
c.seed(42)
print(c.random() == random.Random(42).random())
random.seed(42)
x = random.random()
print(repr(x), x == random.Random(42).random())
for s in ["hello", b"hello", bytearray(b"hello"), 0, -5, 5, 2 ** 80]:
    r = random.Random(s)
    print(repr(s), repr(r.random()), r.randrange(1000))
r1, r2 = random.Random("abc"), random.Random("abc")
print(r1.sample(range(50), 5) == r2.sample(range(50), 5))
try:
    random.Random(1.5)
except TypeError as e:
    print("TypeError:", e)
try:
    random.Random([1, 2])
except TypeError as e:
    print("TypeError:", e)
d = random.Random(99)
print(d.uniform(0, 1), d.uniform(5, 2), d.triangular(), d.triangular(0, 10, 8))
print(d.choice([1, 2, 3]), d.shuffle([1, 2]) is None)
