# One-character strings: CPython shares the ASCII ones, so indexing and
# iterating give the same object each time; values are unaffected.
s = "hello, world"
print(s[0] is s[0], s[7] is s[-5], s[3] is s[2])
chars = [c for c in "abcabc"]
print(chars[0] is chars[3], chars)
t = "héllo"
print(t[1], t[1] == "é", len(t[1]), [c for c in t])
print("".join(reversed(s)), s[::-1][0])
counts = {}
for c in "mississippi":
    counts[c] = counts.get(c, 0) + 1
print(sorted(counts.items()))
print(ord(s[4]), s[4] == ",", s[5].isspace())
big = "x" * 1000
print(all(big[i] is big[0] for i in range(1000)))
