# sorting tuples of (count, letter) pairs from text
text = "the rain in spain stays mainly in the plain"
pairs = []
for ch in sorted(set(text.replace(" ", ""))):
    pairs.append((text.count(ch), ch))
print(pairs)
print(sorted(pairs, reverse=True)[:5])
print(sorted(pairs, key=lambda p: (-p[0], p[1]))[:5])
top = max(pairs)
print(top, top[1] * top[0])
words = tuple(text.split())
print(words, len(words))
print(tuple(sorted(set(words))))
print(tuple((w, len(w)) for w in words if len(w) > 4))
