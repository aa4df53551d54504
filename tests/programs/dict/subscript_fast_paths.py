# d[k] and d[k] = v for int and str keys, next to the keys that take the
# general path (equal numbers of other types, subclasses, user keys).
d = {1: "one", "a": "A", 2.0: "two", True: "true?", (1, 2): "tuple"}
print(d[1], d["a"], d[2], d[1.0], d[True], d[(1, 2)])
d[2] = "TWO"
d[True] = "T"
d["a"] += "!"
print(d)
for k in ("zz", 5, 2.5):
    try:
        d[k]
    except KeyError as e:
        print("KeyError", e)


class S(str):
    pass


class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, o):
        print("eq called")
        return o == self.v


s = S("a")
print(d[s], s in d)
d[s] = "via subclass"
print(d["a"], d[K(1)], d[K("a")])
e = {K(3): "k3"}
print(e[3])
e[3] = "replaced"
print(list(e.values()))


class M(dict):
    def __missing__(self, k):
        return f"missing {k}"

    def __getitem__(self, k):
        return "M " + str(dict.__getitem__(self, k)) if k in self else self.__missing__(k)


m = M(x=1)
print(m["x"], m["y"])
counts = {}
for w in "a b a c b a".split():
    counts[w] = counts.get(w, 0) + 1
    counts[w] += 0
print(counts)
big = {i: i * i for i in range(100)}
big[10**20] = "big"
print(big[99], big[-0], big[10**20], big[10**20 + 0])
