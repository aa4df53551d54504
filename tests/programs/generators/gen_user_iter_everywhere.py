# a user iterator class accepted wherever an iterable is expected
class Span:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
    def __iter__(self):
        return SpanIter(self.lo, self.hi)

class SpanIter:
    def __init__(self, cur, hi):
        self.cur, self.hi = cur, hi
    def __iter__(self):
        return self
    def __next__(self):
        if self.cur >= self.hi:
            raise StopIteration
        self.cur += 1
        return self.cur - 1

s = Span(1, 6)
for x in s:
    print(x, end=" ")
print()
a, b, *c = Span(0, 4)
print(a, b, c)
print(list(s), tuple(s), sorted(s, reverse=True), sum(s), 3 in s, 9 in s)
print([x * x for x in s], {x: x % 2 for x in s}, {x % 3 for x in s})
print(list(zip(s, "abcde")), list(enumerate(Span(5, 8))))
print(max(s), min(s), max(Span(0, 0), default="empty"))
print(dict(zip(Span(0, 3), Span(10, 13))), ",".join(str(x) for x in s))
print(list(map(lambda x: -x, s)), list(filter(None, Span(-1, 2))))
print([*Span(0, 2), *Span(7, 9)], set(Span(0, 3)) == {0, 1, 2})
print(sorted([Span(3, 5), Span(1, 2)], key=lambda sp: list(sp)) and "sortable by key")
