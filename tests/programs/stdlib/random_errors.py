import random
random.seed(5)
cases = [
    ("randint(1)", lambda: random.randint(1)),
    ("randint(5, 1)", lambda: random.randint(5, 1)),
    ("randrange(0)", lambda: random.randrange(0)),
    ("randrange(3, 3)", lambda: random.randrange(3, 3)),
    ("randrange(1, 10, 0)", lambda: random.randrange(1, 10, 0)),
    ("randrange(10, 1, 2)", lambda: random.randrange(10, 1, 2)),
    ("randrange(5, step=2)", lambda: random.randrange(5, step=2)),
    ("choice([])", lambda: random.choice([])),
    ("choice(7)", lambda: random.choice(7)),
    ("sample({1, 2}, 1)", lambda: random.sample({1, 2}, 1)),
    ("sample([1, 2], 3)", lambda: random.sample([1, 2], 3)),
    ("sample([1, 2])", lambda: random.sample([1, 2])),
    ("sample('ab', 1, counts=[1])", lambda: random.sample('ab', 1, counts=[1])),
    ("sample('ab', 1, counts=[0, 0])", lambda: random.sample('ab', 1, counts=[0, 0])),
    ("choices([], k=1)", lambda: random.choices([], k=1)),
    ("choices('ab', [1])", lambda: random.choices('ab', [1])),
    ("choices('ab', 2)", lambda: random.choices('ab', 2)),
    ("choices('ab', [1, 1], cum_weights=[1, 2])", lambda: random.choices('ab', [1, 1], cum_weights=[1, 2])),
    ("choices('ab', [0, 0])", lambda: random.choices('ab', [0, 0])),
    ("getrandbits(-1)", lambda: random.getrandbits(-1)),
    ("getrandbits(2.0)", lambda: random.getrandbits(2.0)),
    ("random(1)", lambda: random.random(1)),
    ("seed([1, 2])", lambda: random.seed([1, 2])),
    ("shuffle((1, 2))", lambda: random.shuffle((1, 2))),
    ("gammavariate(-1, 1)", lambda: random.gammavariate(-1, 1)),
    ("expovariate(0)", lambda: random.expovariate(0)),
    ("uniform('a', 'b')", lambda: random.uniform('a', 'b')),
    ("Random(1, 2)", lambda: random.Random(1, 2)),
    ("random.nope", lambda: random.nope),
]
for name, f in cases:
    try:
        print(name, "->", repr(f()))
    except Exception as e:
        print(name, "!!", type(e).__name__, e)
print(random.random())
random.choice("")
