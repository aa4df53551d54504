# iterating over strings, enumerate, reversed, ord arithmetic
s = "Hello"
for i, c in enumerate(s):
    print(i, c, ord(c), c.isupper())
print(list(s), list(reversed(s)), tuple(s))
print([c * 2 for c in s], "".join(c for c in s if c != "l"))
print({c: s.count(c) for c in s})
print([chr(ord("a") + i) for i in range(26)][::5])
print("".join(chr(ord(c) + 1) for c in "HAL"))
it = iter("ab")
print(next(it), next(it), next(it, "done"))
vowel_count = sum(1 for c in "Encyclopedia" if c.lower() in "aeiou")
print(vowel_count)
print(list(zip("abc", "xyz")), list(enumerate("xy", start=1)))
