import random

r = random.SystemRandom()
print(type(r).__name__, isinstance(r, random.Random), random.SystemRandom.__mro__[1].__name__)
print(r.seed(12345))
vals = [r.random() for _ in range(100)]
print(all(0 <= v < 1 for v in vals))
print(all(1 <= r.randint(1, 6) <= 6 for _ in range(100)))
print(r.choice("abc") in "abc", sorted(r.sample(range(10), 10)) == list(range(10)))
items = list(range(20))
r.shuffle(items)
print(sorted(items) == list(range(20)), 0 <= r.getrandbits(8) < 256, len(r.randbytes(5)))
print(-1 <= r.uniform(-1, 1) <= 1, r.randrange(0, 10, 5) in (0, 5))
for name in ("getstate", "setstate"):
    try:
        getattr(r, name)() if name == "getstate" else r.setstate(None)
    except NotImplementedError as e:
        print(name, type(e).__name__, e)
