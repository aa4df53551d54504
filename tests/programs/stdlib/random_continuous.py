import random
random.seed(314159)
print([round(random.uniform(-1, 1), 12) for _ in range(5)])
print([repr(random.gauss(0, 1)) for _ in range(4)])
print([repr(random.gauss()) for _ in range(2)])
print([repr(random.normalvariate(100, 15)) for _ in range(3)])
print(repr(random.expovariate(2.0)), repr(random.lognormvariate(0, 0.5)))
print(repr(random.betavariate(2, 3)), repr(random.gammavariate(2.0, 1.5)), repr(random.gammavariate(0.5, 1)))
print(repr(random.paretovariate(3)), repr(random.weibullvariate(1, 1.5)), repr(random.vonmisesvariate(0, 4)))
print(repr(random.triangular(0, 1)), repr(random.triangular(10, 0)), repr(random.triangular(2, 2)))
xs = [random.gauss(5, 2) for _ in range(2000)]
m = sum(xs) / len(xs)
print(round(m, 1), round((sum((x - m) ** 2 for x in xs) / len(xs)) ** 0.5, 1))
for label, fn in [
    ("gamma neg", lambda: random.gammavariate(-1, 1)),
    ("expo zero", lambda: random.expovariate(0)),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)
