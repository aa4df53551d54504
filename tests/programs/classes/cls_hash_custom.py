# custom __hash__ consistent with __eq__ across types, dict lookups hitting equal keys
class Caseless:
    def __init__(self, s):
        self.s = s
    def __eq__(self, o):
        if isinstance(o, Caseless):
            return self.s.lower() == o.s.lower()
        if isinstance(o, str):
            return self.s.lower() == o.lower()
        return NotImplemented
    def __hash__(self):
        return hash(self.s.lower())
    def __repr__(self):
        return f"Caseless({self.s!r})"

d = {Caseless("Hello"): 1}
d[Caseless("HELLO")] = 2
print(d, len(d))
print(Caseless("hello") in d, "hello" in d, Caseless("x") in d)
words = [Caseless(w) for w in ["A", "b", "a", "B", "c", "A"]]
uniq = []
for w in words:
    if w not in uniq:
        uniq.append(w)
print(uniq, len(set(words)))
print(Caseless("Q") == "q", "q" == Caseless("Q"), Caseless("Q") != "r")
class Neg:
    def __hash__(self):
        return -1
print(hash(Neg()))
