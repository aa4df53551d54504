# slicing works uniformly across sequence types
seqs = ["abcdefgh", b"abcdefgh", tuple("abcdefgh"), list("abcdefgh"), range(8)]
for s in seqs:
    print(type(s).__name__, s[2:5], s[::3], s[::-2], s[-2:], s[6:2:-2])
sl = slice(1, None, 2)
print([s[sl] for s in seqs])
print([len(s[10:]) for s in seqs])
rev = [s[::-1] for s in seqs]
print(rev[0], rev[1], rev[2][:3], rev[3][-3:], list(rev[4]))
print([s[len(s) // 2:] == s[4:] for s in seqs])
for s in seqs:
    head, tail = s[:1], s[1:]
    print(type(head).__name__, len(head), len(tail))
