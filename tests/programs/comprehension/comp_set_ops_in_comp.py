# sets inside comprehensions for fast membership
stop = {"the", "a", "an", "of", "and", "to"}
docs = ["The cat and the hat", "A tale of two cities", "To be and to have", "an apple a day"]
tokens = [[w for w in d.lower().split() if w not in stop] for d in docs]
print(tokens)
vocab = sorted({w for t in tokens for w in t})
print(vocab)
vectors = [[t.count(w) for w in vocab] for t in tokens]
for v in vectors:
    print(v)
shared = [sorted(set(a) & set(b)) for a in tokens for b in tokens if a is not b]
print([s for s in shared if s])
