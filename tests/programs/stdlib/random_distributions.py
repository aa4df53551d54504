import random
random.seed(2718)
print([random.uniform(0, 1) for _ in range(3)], random.uniform(10, -10), random.uniform(5, 5))
print([random.gauss() for _ in range(4)])
print([random.gauss(100, 15) for _ in range(3)], random.gauss(mu=1, sigma=0))
print([random.normalvariate() for _ in range(3)], random.normalvariate(10, 2))
print([random.expovariate(1.5) for _ in range(3)], random.expovariate(-2))
print([random.triangular() for _ in range(2)], random.triangular(0, 10, 8), random.triangular(5, 1), random.triangular(3, 3, 3))
print([random.betavariate(2, 5) for _ in range(3)], random.betavariate(0.5, 0.5))
print([random.gammavariate(a, 2.0) for a in (0.3, 1.0, 2.5, 9.0)])
print([random.lognormvariate(0, 0.5) for _ in range(3)])
print([random.vonmisesvariate(1.0, k) for k in (0, 0.5, 4.0)])
print([random.paretovariate(2.5) for _ in range(3)], [random.weibullvariate(1.0, 1.5) for _ in range(3)])
r = random.Random(1)
vals = [r.random() for _ in range(10000)]
print(min(vals), max(vals), sum(vals) / len(vals))
g = [r.gauss(0, 1) for _ in range(2000)]
print(round(sum(g) / len(g), 6), r.gauss_next is None)
