# building an index of words by first letter and length
text = "a quick brown fox jumps over the lazy dog and a quick cat naps"
by_letter = {}
by_len = {}
positions = {}
for i, w in enumerate(text.split()):
    by_letter.setdefault(w[0], set()).add(w)
    by_len.setdefault(len(w), []).append(w)
    positions.setdefault(w, []).append(i)
print({k: sorted(v) for k, v in sorted(by_letter.items())})
print(dict(sorted(by_len.items())))
print({w: p for w, p in positions.items() if len(p) > 1})
print(len(positions), sum(len(p) for p in positions.values()))
longest = by_len[max(by_len)]
print(longest)
