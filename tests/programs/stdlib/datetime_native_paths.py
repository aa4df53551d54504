# The native fast paths of datetime against their edges: normalisation,
# overflow messages, mixed kinds, aware/naive rules, subclasses, hashing
# as dict keys, strftime directives and ISO weeks at year boundaries.
from datetime import date, datetime, time, timedelta, timezone, tzinfo

# timedelta normalisation and text
for td in [timedelta(-1, 5), timedelta(microseconds=-1), timedelta(days=-3, hours=25),
           -timedelta(seconds=1), timedelta(0), -timedelta(days=1, microseconds=7),
           timedelta(weeks=1, minutes=-1), timedelta.max, timedelta.min]:
    print(repr(td), str(td), td.days, td.seconds, td.microseconds, td.total_seconds())
print(timedelta(1) + timedelta(seconds=-1), timedelta(1) - timedelta(2), -timedelta(hours=1))
print(timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999) == timedelta.max)
print(timedelta.max.total_seconds(), timedelta.min.total_seconds())
for thunk in [lambda: timedelta.max + timedelta(microseconds=1),
              lambda: timedelta.min - timedelta(microseconds=1),
              lambda: -timedelta.min,
              lambda: timedelta(days=10 ** 10),
              lambda: timedelta(days=2 ** 40),
              lambda: timedelta(1) + 1,
              lambda: timedelta(1) < 1,
              lambda: date.max + timedelta(1),
              lambda: date.min - timedelta(1),
              lambda: datetime.max + timedelta(microseconds=1),
              lambda: datetime.min - timedelta(microseconds=1),
              lambda: datetime(2024, 1, 1) - datetime(2024, 1, 1, tzinfo=timezone.utc),
              lambda: datetime(2024, 1, 1) < datetime(2024, 1, 1, tzinfo=timezone.utc),
              lambda: date(2024, 1, 1) < datetime(2024, 1, 1),
              lambda: date(2024, 1, 1) - datetime(2024, 1, 1)]:
    try:
        print('ok', thunk())
    except Exception as e:
        print(type(e).__name__, e)

# comparisons and hashing, as dict keys and sort keys
d1, d2 = date(2024, 2, 29), date(2024, 3, 1)
print(d1 < d2, d1 <= d1, d1 == date(2024, 2, 29), d1 != d2, d2 > d1, d2 >= d1)
print(date(2024, 1, 1) == datetime(2024, 1, 1), datetime(2024, 1, 1) != date(2024, 1, 1))
print(timedelta(1) == timedelta(hours=24), timedelta(1) == 1, timedelta(0) == 0)
utc2 = timezone(timedelta(hours=2))
a = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
b = datetime(2024, 5, 1, 14, 0, tzinfo=utc2)
print(a == b, hash(a) == hash(b), a < b, b - a, a - b, {a: 1, b: 2})
print(datetime(2024, 1, 1) == datetime(2024, 1, 1, tzinfo=timezone.utc))
print(datetime(2024, 1, 1, fold=1) == datetime(2024, 1, 1), hash(datetime(2024, 1, 1, fold=1)) == hash(datetime(2024, 1, 1)))
keys = {}
for i in range(50):
    keys[date(2024, 1, 1) + timedelta(days=i % 7)] = i
    keys[timedelta(hours=i % 5)] = i
    keys[datetime(2024, 1, 1) + timedelta(hours=i % 3)] = i
print(len(keys), keys[date(2024, 1, 3)], keys[timedelta(hours=4)], keys[datetime(2024, 1, 1, 2)])
evs = [(datetime(2024, 1, 1) + timedelta(minutes=37 * i % 100), 'e%d' % i) for i in range(12)]
print([e[1] for e in sorted(evs)])
print(max(timedelta(hours=3), timedelta(minutes=200)), min(date(2023, 12, 31), date(2024, 1, 1)))
print(sum([timedelta(minutes=m) for m in range(10)], timedelta(0)))

# arithmetic results
print(date(2024, 2, 28) + timedelta(days=1), timedelta(days=2) + date(2024, 2, 28),
      date(2024, 3, 1) - timedelta(days=1), date(2025, 1, 1) - date(2024, 1, 1))
print(date(2024, 1, 1) + timedelta(hours=47), date(2024, 1, 1) - timedelta(hours=1))
dt = datetime(2024, 12, 31, 23, 59, 59, 999999)
print(dt + timedelta(microseconds=1), timedelta(microseconds=1) + dt, dt - timedelta(days=366))
print(repr(dt - datetime(2000, 1, 1)), (dt - datetime(2000, 1, 1)).total_seconds())
print(repr(b + timedelta(hours=1)), repr(b.date()), (b + timedelta(hours=1)).tzinfo is utc2)
print(datetime(2024, 1, 1, tzinfo=utc2) - datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=-5))))

# a tzinfo subclass: its utcoffset is guest code
class Fixed(tzinfo):
    def __init__(self, minutes):
        self.m = minutes
    def utcoffset(self, dt):
        return timedelta(minutes=self.m)
    def tzname(self, dt):
        return 'F%d' % self.m
    def dst(self, dt):
        return timedelta(0)
    def __repr__(self):
        return 'Fixed(%d)' % self.m

x = datetime(2024, 6, 1, 9, 30, tzinfo=Fixed(90))
y = datetime(2024, 6, 1, 8, 0, tzinfo=timezone.utc)
print(x == y, x - y, x.isoformat(), str(x), x.strftime('%H:%M %z %Z'), hash(x) == hash(y))
print(x.utcoffset(), x.tzname(), sorted([x, y, datetime(2024, 6, 1, 7, 0, tzinfo=Fixed(-30))]))

# subclasses keep working
class Day(date):
    def label(self):
        return 'day ' + self.isoformat()

class Stamp(datetime):
    def __str__(self):
        return 'stamp ' + self.isoformat()

class Span(timedelta):
    pass

dd = Day(2024, 7, 4)
print(dd.label(), repr(dd + timedelta(1)), type(dd + timedelta(1)).__name__, dd == date(2024, 7, 4), dd < date(2024, 7, 5))
ss = Stamp(2024, 7, 4, 12)
print(str(ss), repr(ss + timedelta(1)), type(ss + timedelta(1)).__name__, type(ss - timedelta(1)).__name__)
print(ss - datetime(2024, 7, 4), type(ss - datetime(2024, 7, 4)).__name__, hash(ss) == hash(datetime(2024, 7, 4, 12)))
sp = Span(hours=5)
print(repr(sp), type(sp + timedelta(1)).__name__, type(-sp).__name__, sp == timedelta(hours=5), {sp: 1}[timedelta(hours=5)])

# strftime directives
fmts = ['%a %A %b %B %d %H %I %j %m %M %p %S %U %W %y %Y %z %Z %f %%',
        '%c|%x|%X|%D|%F|%T|%R|%r|%e|%C|%G|%g|%V|%u|%w|%h|%n|%t', '', 'plain', '%%Y %%%Y', '%Q']
for when in [datetime(2024, 1, 1, 0, 5, 7, 42), datetime(2023, 12, 31, 12, 0), datetime(2021, 1, 3, 23, 59, 59),
             datetime(2024, 7, 4, 13, 1, 2, tzinfo=utc2), datetime(2024, 7, 4, 13, 1, 2, tzinfo=timezone.utc),
             datetime(2024, 7, 4, 13, 1, 2, tzinfo=timezone(timedelta(hours=-3, minutes=-30), 'X')),
             datetime(2024, 7, 4, tzinfo=timezone(timedelta(seconds=61, microseconds=5)))]:
    for f in fmts:
        print(repr(when.strftime(f)))
for day in [date(2024, 1, 1), date(2019, 12, 30), date(2020, 12, 31), date(2027, 1, 1), date(9999, 12, 31), date(1000, 1, 1)]:
    print(day.strftime(fmts[0]), '|', day.strftime(fmts[1]), '|', format(day, '%Y/%j'), f'{day:%d.%m.%y}')
    print(day.isocalendar(), day.weekday(), day.isoweekday(), day.toordinal())
print(date(5, 3, 4).strftime('%Y-%m-%d'), datetime(5, 3, 4).strftime('%F %G'))
try:
    date(2024, 1, 1).strftime(5)
except TypeError as e:
    print(e)

# isoformat and str
for v in [datetime(2024, 3, 5, 6, 7, 8), datetime(2024, 3, 5, 6, 7, 8, 90), b,
          datetime(1, 1, 1, tzinfo=timezone(-timedelta(hours=23, minutes=59))),
          datetime(2024, 3, 5, tzinfo=timezone(timedelta(seconds=-61, microseconds=-5)))]:
    print(v.isoformat(), v.isoformat(' '), v.isoformat(sep='_'), str(v), v.isoformat(timespec='minutes'))
for bad in [lambda: datetime(2024, 1, 1).isoformat('ab'), lambda: datetime(2024, 1, 1).isoformat(5),
            lambda: datetime(2024, 1, 1).isoformat(timespec='nope')]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(str(date(2024, 3, 5)), date(24, 3, 5).isoformat(), datetime(24, 3, 5).isoformat())
print(datetime(2024, 3, 5, 1, 2).date(), type(datetime(2024, 3, 5).date()).__name__)
