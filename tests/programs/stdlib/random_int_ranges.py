import random
random.seed(7)
print([random.randint(1, 6) for _ in range(20)])
print([random.randrange(10) for _ in range(10)])
print([random.randrange(5, 50, 5) for _ in range(10)])
print([random.randrange(10, 0, -2) for _ in range(8)])
print(random.randint(-10 ** 30, 10 ** 30), random.randrange(2 ** 100))
print([random.getrandbits(k) for k in (0, 1, 7, 32, 64, 100)])
print(random.randrange(1, 2), random.randint(3, 3))
for label, fn in [
    ("randint(5, 1)", lambda: random.randint(5, 1)),
    ("randrange(0)", lambda: random.randrange(0)),
    ("randrange(5, 5)", lambda: random.randrange(5, 5)),
    ("randrange(1, 10, 0)", lambda: random.randrange(1, 10, 0)),
    ("randrange(2.5)", lambda: random.randrange(2.5)),
    ("randrange('3')", lambda: random.randrange("3")),
    ("randint(1.5, 3)", lambda: random.randint(1.5, 3)),
    ("getrandbits(-1)", lambda: random.getrandbits(-1)),
    ("choice([])", lambda: random.choice([])),
    ("choice('')", lambda: random.choice("")),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)
print([random.choice("HT") for _ in range(16)])
print(random.choice(range(100, 200)), random.choice((None, 1, "x")))
