import random
rng = random.Random(20240601)
inside = 0
N = 20000
for _ in range(N):
    x, y = rng.random(), rng.random()
    if x * x + y * y <= 1.0:
        inside += 1
print(inside, 4 * inside / N)
# random walk
pos, hist = 0, []
for step in range(30):
    pos += rng.choice((-1, 1))
    hist.append(pos)
print(hist, max(hist), min(hist))
# bootstrap confidence interval of a mean
data = [12, 15, 9, 20, 17, 11, 14, 13, 18, 16]
means = sorted(sum(rng.choices(data, k=len(data))) / len(data) for _ in range(500))
print(means[12], means[487], means[250])
# reservoir sampling
res = []
for i, item in enumerate(range(1000)):
    if i < 5:
        res.append(item)
    else:
        j = rng.randint(0, i)
        if j < 5:
            res[j] = item
print(res)
# weighted lottery
names = ["ann", "bob", "cy"]
wins = {n: 0 for n in names}
for _ in range(300):
    wins[rng.choices(names, weights=[1, 2, 3])[0]] += 1
print(wins)
print(rng.sample(names, 3), rng.randrange(0, 100, 7), rng.getrandbits(16))
