# Sorts decided by a key's first bytes and first two tuple items, and the
# cases those cannot decide (long shared prefixes, NaN, mixed kinds).
words = ["abcdefgh", "abcdefghi", "abcdefgh\x00", "abcdefg", "", "\x00", "a\x00b",
         "abcdefghij", "abcdefghia", "ab", "éa", "ea", "z", "日本", "日", "abcdefgh"]
print(sorted(words))
print(sorted(words, reverse=True))
print(sorted([(w, i % 3) for i, w in enumerate(words)]))
print(sorted([(i % 3, w) for i, w in enumerate(words)], reverse=True))
print(sorted([(1, 2, 3), (1, 2), (1,), (), (1, 2, 2), (1, 2, 3, 0), (0, 9), (1, 2, 3)]))
print(sorted([(1.5, "a"), (1, "b"), (1.0, "a"), (2, "c"), (True, "z"), (0.5, "q")]))
print(sorted([3, 1.5, 2, -1, 0.0, True, False, 10**20, -10**20]))
nan = float("nan")
print(sorted([(1, nan), (1, 0.5), (0, nan), (1, 2.0)])[1:])
print(sorted([2.0, 1.0, 3.0, -0.0, 0.0]))
print(sorted([(("x", 1), 2), (("x", 0), 3), (("w", 5), 1)]))
print(sorted(["b", "a"] * 40 + ["c"] * 3))
print(sorted(range(100), key=lambda i: ("k" + str(i % 7), -i))[:10])
print(sorted(range(60), key=lambda i: ("long-shared-prefix-" + str(i % 5), i % 4, i))[:8])
print(sorted(range(50), key=lambda i: [i % 3, str(i)])[:8])
class K:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v > o.v
    def __repr__(self): return f"K({self.v})"
print(sorted([("a", K(1)), ("a", K(3)), ("b", K(0)), ("a", K(2))]))
try:
    sorted([("a", 1), ("a", "b")])
except TypeError as e:
    print("TypeError", e)
try:
    sorted(["a", 1])
except TypeError as e:
    print("TypeError", e)
try:
    sorted([(1,), "x"])
except TypeError as e:
    print("TypeError", e)
