# text processing with comprehensions
text = "The Quick brown fox, jumps over the LAZY dog. The end!"
words = [w.strip(",.!").lower() for w in text.split()]
print(words)
print([w for w in words if len(w) > 3])
print({w: words.count(w) for w in words if words.count(w) > 1})
print(" ".join(w[::-1] for w in words))
print("".join(c for c in text if c.isupper()))
print([i for i, c in enumerate(text) if c == "e"][:5])
acronym = "".join(w[0].upper() for w in "portable network graphics".split())
print(acronym)
caps = " ".join(w[:1].upper() + w[1:] for w in words)
print(caps)
print(sorted(set(c for c in text.lower() if c.isalpha())) == sorted(set("abcdefghijklmnopqrstuvwxyz")))
