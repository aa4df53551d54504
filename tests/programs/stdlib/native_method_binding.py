# Methods that native modules give Python classes (random.Random's,
# datetime's) bind to instances as functions do: called through a method
# call, fetched as bound methods, shadowed by instance attributes, and
# overridden in subclasses.
import random
from datetime import date, datetime, timedelta


class R(random.Random):
    def choice(self, seq):
        return "R.choice"


r = random.Random(5)
print(r.randrange(10), r.randrange(10))
m = r.randrange
print(type(m).__name__, m(100), m.__self__ is r)
r.randrange = lambda n: "shadowed %d" % n
print(r.randrange(3))
del r.randrange
print(r.randrange(1000))
s = R(5)
print(s.choice([1, 2]), s.randrange(10), [s.random() < 1 for _ in range(3)])
for _ in range(3):
    print(random.Random(1).randrange(50), R(1).randrange(50))

d = datetime(2024, 5, 6, 7, 8, 9)
f = d.strftime
print(f("%Y/%m/%d"), d.date(), d.isoformat(), d.isocalendar(), d.weekday())
print(date(2024, 1, 1).isoformat(), timedelta(hours=1).total_seconds())
for x in [d, d.date(), datetime(2020, 2, 29, 23, 59)]:
    print(x.strftime("%a %j"), x.toordinal(), x.isoweekday(), x.isocalendar().week)


class D(datetime):
    def strftime(self, fmt):
        return "D.strftime " + fmt

    def isoformat(self, sep="T"):
        return "D.isoformat"


e = D(2024, 5, 6)
print(e.strftime("%Y"), e.isoformat(), str(e), e.date(), type(e.date()).__name__, e.weekday())
print([getattr(d, n)() for n in ("isoformat", "weekday", "toordinal")])
