# comprehensions versus map/filter give the same results
nums = list(range(-4, 9))
a = [n * 3 for n in nums if n % 2]
b = list(map(lambda n: n * 3, filter(lambda n: n % 2, nums)))
print(a, a == b)
words = ["Ada", "", "grace", "  ", "linus"]
c = [w.strip().title() for w in words if w.strip()]
d = list(map(str.title, filter(None, map(str.strip, words))))
print(c, c == d)
e = {n: n * n for n in nums if n > 5}
f = dict(map(lambda n: (n, n * n), filter(lambda n: n > 5, nums)))
print(e, e == f)
g = sum(n for n in nums if n > 0)
h = sum(filter(lambda n: n > 0, nums))
print(g, h, g == h)
print([len(w) for w in words] == list(map(len, words)))
