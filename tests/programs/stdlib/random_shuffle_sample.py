import random
random.seed(2024)
deck = [r + s for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:13])
hand = random.sample(deck, 5)
print(hand, len(set(hand)))
print(random.sample(range(1000000), 6))
print(random.sample("abcdefg", 7))
print(random.sample(["x", "y", "z"], 0))
print(random.sample(["a", "b"], k=5, counts=[3, 2]))
print(random.sample(range(10), k=3), random.sample((1, 2, 3), 2))
nums = list(range(20))
random.shuffle(nums)
print(nums)
random.shuffle(nums)
print(nums)
t = []
random.shuffle(t)
print(t)
for label, fn in [
    ("too many", lambda: random.sample([1, 2, 3], 4)),
    ("negative", lambda: random.sample([1, 2, 3], -1)),
    ("set", lambda: random.sample({1, 2, 3}, 2)),
    ("dict", lambda: random.sample({"a": 1}, 1)),
    ("counts len", lambda: random.sample("ab", 1, counts=[1])),
    ("shuffle tuple", lambda: random.shuffle((1, 2, 3))),
    ("shuffle str", lambda: random.shuffle("abc")),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)
