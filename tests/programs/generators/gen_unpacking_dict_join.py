# generators feeding unpacking, dict(), str.join, min/max with key
def pairs():
    yield "one", 1
    yield "two", 2
    yield "three", 3

def words():
    yield from "the quick brown fox".split()

print(dict(pairs()))
(k1, v1), (k2, v2), (k3, v3) = pairs()
print(k1, v2, k3)
first, *middle, last = words()
print(first, middle, last)
print(" ".join(words()), "-".join(w.upper() for w in words()))
print(max(words(), key=len), min(words(), key=len))
print(sorted(words(), key=lambda w: w[-1]))
print(dict((w, len(w)) for w in words()))
print(list(zip(*pairs())))
x, y = (c for c in "xy")
print(x, y)
try:
    a, b = (c for c in "xyz")
except ValueError as e:
    print("ValueError:", e)
