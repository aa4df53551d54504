# callable objects as sort keys, map functions and default factories
class ByField:
    def __init__(self, field, reverse_str=False):
        self.field = field
        self.reverse_str = reverse_str
    def __call__(self, rec):
        v = rec[self.field]
        return v[::-1] if self.reverse_str else v

recs = [{"n": "bob", "a": 30}, {"n": "al", "a": 25}, {"n": "cy", "a": 35}]
print([r["n"] for r in sorted(recs, key=ByField("a"))])
print([r["n"] for r in sorted(recs, key=ByField("n", True))])
print(list(map(ByField("n"), recs)))

class Factory:
    def __init__(self):
        self.made = 0
    def __call__(self):
        self.made += 1
        return [self.made]

f = Factory()
groups = {}
for k in "abab":
    if k not in groups:
        groups[k] = f()
    groups[k].append(k)
print(groups, f.made)
print(max(recs, key=ByField("a"))["n"])
