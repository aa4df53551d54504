# randbelow, randbits, choice and SystemRandom: ranges and types.
import random
import secrets

print(all(0 <= secrets.randbelow(7) < 7 for _ in range(200)))
print(secrets.randbelow(1), type(secrets.randbelow(10**40)).__name__)
print(all(0 <= secrets.randbelow(10**40) < 10**40 for _ in range(50)))
print(secrets.randbits(0), all(0 <= secrets.randbits(5) < 32 for _ in range(200)))
print(all(secrets.randbits(300).bit_length() <= 300 for _ in range(20)))
print(secrets.choice("a"), secrets.choice([42]), secrets.choice("xyz") in "xyz")
print(sorted({secrets.choice(range(3)) for _ in range(200)}))

r = secrets.SystemRandom()
print(isinstance(r, random.Random), secrets.SystemRandom.__name__)
print(all(0.0 <= r.random() < 1.0 for _ in range(100)), type(r.random()).__name__)
print(all(3 <= r.randint(3, 5) <= 5 for _ in range(100)))
print(all(r.randrange(10, 20, 5) in (10, 15) for _ in range(50)))
print(all(-1 <= r.uniform(-1, 1) <= 1 for _ in range(50)))
items = list(range(10))
r.shuffle(items)
print(sorted(items) == list(range(10)))
s = r.sample(range(100), 10)
print(len(s), len(set(s)), all(0 <= x < 100 for x in s))
print(len(r.choices("ab", k=7)), set(r.choices("ab", weights=[0, 1], k=5)))
print(len(r.randbytes(11)), r.seed(5))
print(r.getrandbits(0), r.getrandbits(8) < 256)
for f in (r.getstate, lambda: r.setstate(None)):
    try:
        f()
    except NotImplementedError as e:
        print("NotImplementedError", e)
