# The paths where the VM decides datetime operators, comparisons and hashes
# without calling the special methods: plain instances, mixed with
# subclasses, aware and naive values, tzinfo subclasses, dict keys, sorts
# of tuples holding datetimes, and arithmetic that overflows.
from datetime import date, datetime, time, timedelta, timezone, tzinfo


class MyDT(datetime):
    def __add__(self, other):
        r = super().__add__(other)
        return ("MyDT.add", r) if r is not NotImplemented else r

    def __lt__(self, other):
        return "MyDT.lt"


class MyDate(date):
    def __eq__(self, other):
        return "MyDate.eq"

    __hash__ = date.__hash__


class MyDelta(timedelta):
    def __radd__(self, other):
        return "MyDelta.radd"


class Plain(datetime):
    pass


class Fixed(tzinfo):
    def __init__(self, h):
        self.h = h

    def utcoffset(self, dt):
        return timedelta(hours=self.h)

    def dst(self, dt):
        return None

    def tzname(self, dt):
        return "F%d" % self.h

    def __repr__(self):
        return "Fixed(%d)" % self.h


def show(label, f):
    try:
        r = f()
    except Exception as e:
        r = "%s: %s" % (type(e).__name__, e)
    print(label, repr(r))


a = datetime(2024, 3, 1, 12, 30)
b = datetime(2024, 3, 1, 12, 30, 0, 1)
d1, d2 = date(2024, 2, 29), date(2024, 3, 1)
td = timedelta(hours=36, microseconds=5)
utc = timezone.utc
plus2 = timezone(timedelta(hours=2))
aw1 = datetime(2024, 3, 1, 14, 30, tzinfo=plus2)
aw2 = datetime(2024, 3, 1, 12, 30, tzinfo=utc)
fx = datetime(2024, 3, 1, 15, 30, tzinfo=Fixed(3))

# comparisons of plain values, every operator
for x, y in [(a, b), (b, a), (a, a), (d1, d2), (d2, d2), (td, -td), (td, td)]:
    print([x < y, x <= y, x > y, x >= y, x == y, x != y])
# aware: same instant in different zones; a tzinfo subclass
print(aw1 == aw2, aw1 < aw2, aw1 <= aw2, aw1 != aw2, fx == aw2, fx > aw1, aw1 - fx, fx - aw2)
# naive vs aware
print(a == aw2, a != aw2)
show("naive<aware", lambda: a < aw2)
show("aware>=naive", lambda: aw1 >= a)
show("naive-aware", lambda: a - aw2)
# date vs datetime
print(d2 == datetime(2024, 3, 1), d2 != datetime(2024, 3, 1))
show("date<datetime", lambda: d2 < a)
show("datetime>date", lambda: a > d2)
show("date-datetime", lambda: d2 - a)
show("datetime-date", lambda: a - d2)
# subclasses keep their methods
m = MyDT(2024, 3, 1, 12, 30)
p = Plain(2024, 3, 1, 12, 30)
print(m + td, a < m, m < a, m == a, p == a, a == p, p < b, type(p + td).__name__, type(p - td).__name__)
print(type(td + p).__name__, type(p - a).__name__, p - a, p.date(), type(p.date()).__name__)
md = MyDate(2024, 3, 1)
print(md == d2, d2 == md, md != d2, hash(md) == hash(d2), type(md + td).__name__, md - d1)
mtd = MyDelta(days=1)
print(a + mtd, mtd + a, d1 + mtd, td + mtd, type(td + mtd).__name__, type(mtd + td).__name__)
print(type(mtd - td).__name__, type(td - mtd).__name__, mtd - td)
# hashes and dict keys
print(hash(d2) == hash(date(2024, 3, 1)), hash(a) == hash(datetime(2024, 3, 1, 12, 30)))
print(hash(aw1) == hash(aw2), hash(td) == hash(timedelta(days=1, seconds=43200, microseconds=5)))
print(hash(a.replace(fold=1)) == hash(a), hash(datetime(2024, 3, 1)) == hash(d2))
keys = {a: 1, d2: 2, td: 3, aw2: 4}
print(keys[datetime(2024, 3, 1, 12, 30)], keys[date(2024, 3, 1)], keys[timedelta(hours=36, microseconds=5)])
print(keys[aw1], keys.get(datetime(2024, 3, 1)), keys.get(p), keys.get(md), len({a, p, m, aw1, aw2}))
print(sorted({d1: 0, d2: 0, date(2024, 2, 29): 0}))
# sorts of tuples with datetimes, mixed aware zones, ties broken by strings
evs = [(datetime(2024, 1, 1 + i % 3, i % 5), timedelta(minutes=-i), "e%d" % i) for i in range(12)]
evs.sort(key=lambda e: (e[0], e[1], e[2]))
print([e[2] for e in evs])
print([e[2] for e in sorted(evs, reverse=True)])
zs = [aw1, aw2, fx, datetime(2024, 3, 1, 11, tzinfo=utc)]
print(sorted(zs), min(zs), max(zs))
show("sort mixed", lambda: sorted([a, aw1]))
print(sorted([m, a], key=lambda v: v.minute), max([d1, d2, md]))
# arithmetic at the edges
show("max+1us", lambda: datetime.max + timedelta(microseconds=1))
show("min-1us", lambda: datetime.min - timedelta(microseconds=1))
show("date.max+1", lambda: date.max + timedelta(days=1))
show("date.min-1", lambda: date.min - timedelta(days=1))
show("td overflow", lambda: timedelta.max + timedelta(days=1))
show("td underflow", lambda: timedelta.min - td)
show("dt diff", lambda: datetime.max - datetime.min)
show("d diff", lambda: date.max - date.min)
show("td+int", lambda: td + 1)
show("dt+dt", lambda: a + b)
show("td-dt", lambda: td - a)
show("d+d", lambda: d1 + d2)
print(td + td, td - td, -td, td - 2 * td, d1 + td, td + d1, d1 - td, a + td, td + a, a - td, b - a, a - b)
x = a
x += td
x -= timedelta(days=3)
y = d1
y += td
print(x, y, aw1 + td, (aw1 + td).tzinfo, aw1 - aw2, aw1 - datetime(2024, 1, 1, tzinfo=utc))
print(repr(a + td), repr(d1 - d2), str(td), repr(aw1 + td), (fx + td).tzname())
print(time(1, 2) < time(3, 4), time(1, 2) == time(1, 2), hash(time(1, 2)) == hash(time(1, 2)))
# constructors called straight from the class call
print(timedelta(days=1, hours=2), timedelta(1, 2, 3), timedelta(minutes=90, weeks=1), timedelta())
print(timedelta(hours=1.5), timedelta(seconds=True), timedelta(-1), repr(timedelta(milliseconds=-1)))
print(date(2024, 2, 29), datetime(2024, 1, 1), datetime(2024, 1, 1, 8, 30, 5, 7, utc), datetime(2024, 1, 1, tzinfo=plus2))
print(datetime(year=2024, month=5, day=6, hour=1), date(day=1, month=2, year=2003), datetime(2024, 1, 1, fold=1).fold)
for bad in [lambda: timedelta(months=1), lambda: timedelta("1"), lambda: date(2023, 2, 29),
            lambda: datetime(2024, 1, 1, 24), lambda: date(2024, 1), lambda: datetime(2024, 1, 1, tzinfo=1),
            lambda: timedelta(days=10**9), lambda: datetime(2024, 13, 1),
            lambda: date(2024.0, 1, 1)]:
    show("ctor", bad)


class Init(datetime):
    def __init__(self, *a, **k):
        self.note = "init ran"


class NewD(date):
    def __new__(cls, y, m, d):
        return date.__new__(cls, y, m, 1)


print(Init(2024, 1, 2).note, NewD(2024, 5, 17), type(NewD(2024, 5, 17)).__name__)
# tuples whose first items tie
pairs = [(date(2024, 1, 1), 2), (date(2024, 1, 1), 1), (date(2023, 12, 31), 5)]
print(sorted(pairs), pairs[0] < pairs[1], pairs[0] > pairs[1], pairs[0] == (date(2024, 1, 1), 2))
print((a, 1) < (a, 2), (a, 1) < (b, 0), (aw1, 0) <= (aw2, 0), (aw1, 1) > (aw2, 0), [td, 1] < [td, 2])
show("tuple naive/aware", lambda: (a, 1) < (aw2, 1))
print((a, 1) == (aw2, 1), (d2, 0) == (datetime(2024, 3, 1), 0))
show("tuple date/datetime", lambda: (d2, 0) < (a, 0))
