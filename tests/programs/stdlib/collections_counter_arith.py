from collections import Counter
inv = Counter(apples=5, pears=2, kiwis=0)
sold = Counter({"apples": 3, "pears": 4, "plums": 1})
print(inv + sold, inv - sold, inv | sold, inv & sold)
print(+Counter(a=2, b=-1, c=0), -Counter(a=2, b=-1, c=0))
c = inv.copy()
c.subtract(sold)
print(c, c.total(), sorted(c.elements()))
c.update({"pears": 10}, kiwis=2)
print(c, c["missing"], "missing" in c)
print(Counter("mississippi").most_common(), Counter("mississippi").most_common(2), Counter().most_common(1))
print(Counter("abracadabra").most_common(0), Counter("abracadabra").most_common(-1))
words = "the cat and the hat and the bat".split()
wc = Counter(words)
print(wc.most_common(3), wc["the"], len(wc), sorted(wc))
print(Counter(a=1) == Counter(a=1, b=0), Counter(a=1) <= Counter(a=2), Counter(a=3) >= Counter(a=2, b=1), Counter(a=1) < Counter(a=1))
d = Counter(x=3)
d["x"] -= 5
print(d, +d, d.total())
del d["x"]
print(d, repr(Counter()), Counter([1, 1, 2]) + Counter([2, 3]))
c2 = Counter(a=1)
c2 += Counter(a=1, b=2)
c2 -= Counter(b=5)
c2 |= Counter(z=1)
c2 &= Counter(a=10, z=1)
print(c2)
print(Counter.fromkeys if False else "skip", sorted(Counter("banana").items()))
try:
    Counter.fromkeys("abc")
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    Counter(a=1) + {"a": 1}
except TypeError as e:
    print("TypeError:", e)
