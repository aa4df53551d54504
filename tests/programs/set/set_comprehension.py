# set comprehensions and deduplication
squares_mod = {x * x % 10 for x in range(20)}
print(sorted(squares_mod))
words = ["Apple", "apple", "APPLE", "Banana", "banana", "Cherry"]
print(sorted({w.lower() for w in words}))
print(sorted({len(w) for w in words}))
pairs = {(min(a, b), max(a, b)) for a in range(4) for b in range(4) if a != b}
print(sorted(pairs), len(pairs))
evens = {n for n in range(0, 20, 2)}
threes = {n for n in range(0, 20, 3)}
print(sorted(evens & threes), sorted(evens - threes))
print({c for c in "aabbcc"} == {"a", "b", "c"})
print(sorted({abs(x) for x in [-3, -1, 0, 1, 3, 5]}))
chars = sorted({ch for word in ["hello", "world"] for ch in word})
print(chars)
