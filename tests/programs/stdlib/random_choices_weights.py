import random
random.seed(12345)
items = ["red", "green", "blue", "gold"]
print(random.choices(items, k=10))
print(random.choices(items, weights=[10, 1, 1, 0], k=12))
print(random.choices(items, cum_weights=[1, 2, 3, 40], k=8))
print(random.choices(range(100), k=5), random.choices("abc"), random.choices(items, k=0))
print(random.choices([1, 2, 3], weights=[0.5, 0.25, 0.25], k=6))
from collections import Counter
c = Counter(random.choices("xyz", weights=[5, 3, 2], k=1000))
print(sorted(c.items()))
for label, fn in [
    ("both", lambda: random.choices(items, weights=[1] * 4, cum_weights=[1, 2, 3, 4])),
    ("len", lambda: random.choices(items, weights=[1, 2])),
    ("zero", lambda: random.choices(items, weights=[0, 0, 0, 0])),
    ("empty", lambda: random.choices([], k=2)),
    ("nan", lambda: random.choices(items, weights=[1, float("nan"), 1, 1])),
    ("inf", lambda: random.choices(items, weights=[1, float("inf"), 1, 1])),
    ("neg k", lambda: random.choices(items, k=-2)),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)
