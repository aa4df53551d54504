import random
random.seed(8675309)
deck = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:13])
print(random.choice(deck), random.choice("abcdef"), random.choice(range(100, 200)), random.choice((None, 1, "x")))
print(random.sample(deck, 5), random.sample(range(1000000), 6), random.sample("python", 6))
print(random.sample(range(50), 30))
print(random.sample(["red", "blue"], counts=[4, 2], k=5))
print(random.choices("abc"), random.choices("abc", k=10), random.choices(range(5), k=0), random.choices([1, 2], k=-2))
print(random.choices(["a", "b", "c"], weights=[10, 1, 0], k=8))
print(random.choices(["a", "b", "c"], [0.2, 0.3, 0.5], k=8))
print(random.choices(["x", "y", "z"], cum_weights=[1, 2, 10], k=8))
lst = list(range(20))
random.shuffle(lst)
print(lst)
nested = [[1], [2], [3], [4]]
random.shuffle(nested)
print(nested)
rng = random.Random(31337)
hand = rng.sample(range(1, 53), 13)
print(sorted(hand), hand[:3])
counts = {}
for _ in range(1000):
    v = rng.randint(1, 6)
    counts[v] = counts.get(v, 0) + 1
print(sorted(counts.items()))
print([rng.randrange(0, 100, 10) for _ in range(10)])
