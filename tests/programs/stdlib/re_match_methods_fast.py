# Match and Pattern methods over their argument shapes: named and numbered
# groups, several at once, defaults, unmatched groups, bytes and non-ASCII
# subjects, positional and keyword pos/endpos, and the error cases.
import re

p = re.compile(r"(?P<key>\w+)=(?P<val>\d+)?(?P<unit>[a-zé]+)?(;)?")
m = p.match("width=42px;")
print(m.group(), m.group(0), m.group("key"), m.group(2), m.group("unit"))
print(m.group("key", "val", 1, 4), m.group(True), m.group(False))
print(m["key"], m[2], m[0], m["unit"])
print(m.groups(), m.groupdict())
print(m.start(), m.end(), m.span(), m.start("val"), m.end("val"), m.span("unit"))
print(m.start(4), m.span(4), m.lastindex, m.lastgroup, m.pos, m.endpos)

m = p.match("size=")
print(m.group("val"), m.group("unit"), m.groups(), m.groups("-"), m.groups(default=0))
print(m.groupdict(), m.groupdict("?"), m.groupdict(default=None))
print(m.span("val"), m.start("unit"), m.end(3), m["val"])
print(m.group("key", "val"), m.group(1, 2, 3, 4))

for bad in [5, -1, "nope", 1.0, None, 2 ** 70, b"key"]:
    for f in (m.group, m.start, m.end, m.span, m.__getitem__):
        try:
            f(bad)
        except (IndexError, TypeError) as e:
            print(f.__name__, repr(bad)[:12], type(e).__name__, e)
try:
    m.group("key", "zzz")
except IndexError as e:
    print("multi", e)


class Idx:
    def __index__(self):
        return 1


print(m.group(Idx()), m.start(Idx()), m[Idx()])

u = re.compile(r"(?P<w>[^\s]+)\s+(?P<n>\d+)").search("  café 12 crème 7")
print(u.group("w"), u.group("n"), u.span("w"), u.groups(), u.groupdict(), u.start(2))
b = re.compile(rb"(?P<k>\w+):(?P<v>\w*)").match(b"abc:xyz")
print(b.group("k"), b["v"], b.groups(), b.groupdict(), b.span(2))
ba = re.compile(rb"(\w+)").match(bytearray(b"hello world"))
print(ba.group(1), type(ba.group(1)).__name__, ba.groups())
mv = re.compile(rb"(l+)").search(memoryview(b"hello"))
print(mv.group(1), mv.span(1))

q = re.compile(r"\d+")
print(q.match("ab123", 2), q.match("ab123", 2, 4), q.match("ab123", pos=2, endpos=3))
print(q.search("ab123cd45", 5), q.search("x9", endpos=1), q.fullmatch("123", 0, 2))
print(q.fullmatch("123"), q.fullmatch("12a"), q.search(string="zz7"))
print(q.match("ab123", -5), q.match("ab123", 99), q.search("ab123", 1, -1))
try:
    q.match(123)
except TypeError as e:
    print("TypeError", e)
try:
    q.match(b"123")
except TypeError as e:
    print("TypeError", e)
try:
    q.match()
except TypeError as e:
    print("TypeError", e)


class S(str):
    pass


ms = re.compile(r"(?P<a>b+)").search(S("abbbc"))
print(ms.group("a"), type(ms.group("a")).__name__, ms.string, type(ms.string).__name__)
print([m.group("x") for m in re.finditer(r"(?P<x>\d)", "a1b2c3")])
print(re.sub(r"(?P<x>\d)", lambda m: m.group("x") * 2, "a1b2"))
print(re.match(r"(a)|(b)", "b").groups(), re.match(r"(a)|(b)", "b").span(1))
print(re.compile("(?P<n>x)").match("x").re.groupindex)
