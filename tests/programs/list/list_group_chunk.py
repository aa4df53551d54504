# chunking, windows and grouping data
data = list(range(1, 12))
chunks = [data[i:i + 4] for i in range(0, len(data), 4)]
print(chunks)
windows = [data[i:i + 3] for i in range(len(data) - 2)]
print(windows[:4], len(windows))
print([sum(w) / 3 for w in windows][:5])
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
groups = {}
for w in words:
    groups.setdefault(w[0], []).append(w)
print(groups)
evens, odds = [], []
for n in data:
    (evens if n % 2 == 0 else odds).append(n)
print(evens, odds)
pairs = list(zip(data[::2], data[1::2]))
print(pairs)
def flatten(xs):
    out = []
    for x in xs:
        if isinstance(x, list):
            out.extend(flatten(x))
        else:
            out.append(x)
    return out
print(flatten([1, [2, [3, [4, 5]], 6], [[7]], []]))
