# dict and set comprehensions
words = ["apple", "banana", "avocado", "cherry", "blueberry"]
print({w: len(w) for w in words})
print({w[0]: [x for x in words if x[0] == w[0]] for w in words})
print(sorted({len(w) for w in words}))
print(sorted({c for w in words for c in w if c in "aeiou"}))
scores = {"ann": 82, "bob": 57, "cy": 91}
print({k: ("pass" if v >= 60 else "fail") for k, v in scores.items()})
print({v: k for k, v in scores.items()})
print({k: v for k, v in sorted(scores.items(), key=lambda kv: kv[1])})
print({i: i ** 3 for i in range(-2, 3)})
print({(a, b): a + b for a in range(2) for b in range(2)})
print(sorted({x % 7 for x in range(50)}))
