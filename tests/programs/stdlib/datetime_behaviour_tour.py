from datetime import date, datetime, time, timedelta, timezone, tzinfo, MINYEAR, MAXYEAR
import datetime as D
import random
rng = random.Random(7)
# ordinals round trip and weekday / isocalendar
bad = 0
for _ in range(3000):
    n = rng.randint(1, date.max.toordinal())
    d = date.fromordinal(n)
    if d.toordinal() != n: bad += 1
print('ordinal mismatches', bad)
for y in [1, 2, 4, 100, 400, 1582, 1900, 1999, 2000, 2004, 2020, 2021, 2024, 2026, 9998, 9999]:
    for m, dd in [(1, 1), (1, 3), (1, 4), (2, 28), (12, 28), (12, 29), (12, 31)]:
        x = date(y, m, dd)
        print(x, x.toordinal(), x.weekday(), x.isoweekday(), x.isocalendar(), tuple(x.isocalendar()), x.timetuple().tm_yday, x.ctime())
print(date(2024, 1, 1).isocalendar().week, date(2024, 1, 1).isocalendar().year, repr(date(2020, 12, 31).isocalendar()))
print(date.fromisocalendar(2020, 53, 5), date.fromisocalendar(2024, 1, 1), date.fromisocalendar(1, 1, 1), date.fromisocalendar(9999, 52, 5))
# timedelta construction and rounding
tds = [timedelta(), timedelta(1), timedelta(-1), timedelta(seconds=-1), timedelta(microseconds=-1), timedelta(days=1.5), timedelta(hours=1.5),
       timedelta(seconds=0.5e-6), timedelta(seconds=1.5e-6), timedelta(seconds=2.5e-6), timedelta(microseconds=0.5), timedelta(microseconds=1.5), timedelta(microseconds=-0.5), timedelta(microseconds=-1.5),
       timedelta(days=0.1, hours=0.1, minutes=0.1, seconds=0.1, milliseconds=0.1, microseconds=0.1, weeks=0.1), timedelta(weeks=-2.75), timedelta(milliseconds=1.0005), timedelta(minutes=1/3), timedelta(days=1e-7), timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999),
       timedelta(days=-999999999), timedelta(True, False), timedelta(seconds=86400*3+5), timedelta(microseconds=10**12+1), timedelta(0.3, 0.3, 0.3)]
for t in tds:
    print(repr(t), str(t), t.days, t.seconds, t.microseconds, t.total_seconds(), bool(t))
t = timedelta(days=3, hours=4, minutes=5, seconds=6, microseconds=7)
print(t * 2, 2 * t, t * 0.5, t * -1.5, t / 2, t / 3, t / 0.1, t / 7.5, t // 2, t // timedelta(hours=1), t / timedelta(hours=1), t % timedelta(hours=1), divmod(t, timedelta(hours=5)), -t, +t, abs(-t), abs(t))
print(timedelta(microseconds=5) / 2, timedelta(microseconds=7) / 2, timedelta(microseconds=-5) / 2, timedelta(microseconds=5) * 0.5, timedelta(microseconds=7) * 0.5, timedelta(microseconds=3) // 2, timedelta(microseconds=-3) // 2)
print(timedelta(1) == timedelta(hours=24), timedelta(1) != 1, timedelta(1) == 1, timedelta(1) < timedelta(2), timedelta(1) >= timedelta(hours=24), sorted([timedelta(2), timedelta(-1), timedelta(0)]))
print(hash(timedelta(1)) == hash(timedelta(hours=24)), timedelta.min, timedelta.max, timedelta.resolution, repr(timedelta.min), repr(timedelta.max))
print(sum([timedelta(hours=5)] * 10, timedelta()), timedelta(hours=-5), str(timedelta(days=-1, seconds=1)), str(timedelta(days=2, microseconds=5)), str(timedelta(days=-2)))
# date arithmetic
d = date(2024, 2, 28)
print(d + timedelta(1), d + timedelta(2), d - timedelta(days=365), timedelta(10) + d, d - date(2023, 2, 28), date(2023, 1, 1) - d, d + timedelta(hours=47), d - timedelta(hours=1))
print(d.replace(day=29), d.replace(2023, 3), repr(d), str(d), format(d), format(d, '%d/%m/%Y'), f'{d:%A %B}', d.isoformat(), d.strftime('%j %U %W %a %b %y %%'))
print(date.min, date.max, date.resolution, repr(date.min), date(2024, 1, 1) == date(2024, 1, 1), date(2024, 1, 1) != date(2024, 1, 2), date(2024, 1, 1) < date(2024, 1, 2), max(date(2024, 1, 1), date(2023, 5, 5)))
print(hash(date(2024, 1, 1)) == hash(date(2024, 1, 1)), date(2024, 1, 1) == datetime(2024, 1, 1), datetime(2024, 1, 1) == date(2024, 1, 1), date(2024, 1, 1) != datetime(2024, 1, 1), date(2024,1,1) == 5)
# times
for tm in [time(), time(1), time(1, 2), time(1, 2, 3), time(1, 2, 3, 4), time(0, 0, 0, 5), time(23, 59, 59, 999999, fold=1), time(12, 30, tzinfo=timezone.utc), time(12, 30, tzinfo=timezone(timedelta(hours=-5, minutes=-30), 'X'))]:
    print(repr(tm), str(tm), tm.isoformat('hours'), tm.isoformat('minutes'), tm.isoformat('seconds'), tm.isoformat('milliseconds'), tm.isoformat('microseconds'), tm.strftime('%H|%M|%S|%f|%z|%Z|%p|%I'), format(tm, ''), tm.utcoffset(), tm.tzname(), tm.dst(), bool(tm))
print(time(12, tzinfo=timezone.utc) == time(13, tzinfo=timezone(timedelta(hours=1))), time(12) == time(12, tzinfo=timezone.utc), time(1) < time(2), time(1, tzinfo=timezone.utc) < time(1, 30, tzinfo=timezone(timedelta(hours=1))))
print(hash(time(12, tzinfo=timezone.utc)) == hash(time(13, tzinfo=timezone(timedelta(hours=1)))), time.min, time.max, time.resolution, time(5).replace(hour=6, tzinfo=timezone.utc), time(5, tzinfo=timezone.utc).replace(tzinfo=None), time(5).replace(fold=1).fold)
# datetimes
dt = datetime(2024, 3, 10, 14, 5, 9, 123456)
print(repr(dt), str(dt), dt.isoformat(), dt.isoformat(' '), dt.isoformat(timespec='minutes'), dt.isoformat('#', 'milliseconds'), dt.ctime(), dt.date(), dt.time(), dt.timetz(), dt.timetuple(), dt.utctimetuple())
print(repr(datetime(2024, 1, 1)), repr(datetime(2024, 1, 1, 0, 0, 5)), repr(datetime(2024, 1, 1, 0, 0, 0, 5)), repr(datetime(2024, 1, 1, tzinfo=timezone.utc)), repr(datetime(2024, 1, 1, fold=1)))
print(dt.strftime('%Y-%m-%d %H:%M:%S.%f %z %Z %a %A %b %B %c %x %X %j %p %I %y %G %V %u %w %%f %e'))
for fmt in ['%%z', '%', 'abc%', '%%%f', '%F %T', '%D %R %n %t %C %g %h %k %l %s'.replace(' %s','')]:
    print(repr(dt.strftime(fmt)))
aw = datetime(2024, 3, 10, 14, 5, 9, tzinfo=timezone(timedelta(hours=5, minutes=30)))
print(repr(aw), str(aw), aw.utcoffset(), aw.tzname(), aw.dst(), aw.timetuple(), aw.utctimetuple(), aw.timestamp(), aw.astimezone(timezone.utc), aw.astimezone(timezone(timedelta(hours=-8), 'PST')), aw.strftime('%z %Z'), aw.isoformat())
print(aw == datetime(2024, 3, 10, 8, 35, 9, tzinfo=timezone.utc), aw - datetime(2024, 3, 10, 8, 35, 9, tzinfo=timezone.utc), hash(aw) == hash(datetime(2024, 3, 10, 8, 35, 9, tzinfo=timezone.utc)), aw > datetime(2024, 3, 10, 8, 35, 8, tzinfo=timezone.utc))
print(aw == datetime(2024, 3, 10, 14, 5, 9), aw != datetime(2024, 3, 10, 14, 5, 9))
print(dt + timedelta(days=1, hours=12), dt - timedelta(microseconds=123457), dt - datetime(2020, 1, 1), datetime(2020, 1, 1) - dt, timedelta(hours=1) + dt, dt.replace(year=2023, microsecond=0), dt.replace(tzinfo=timezone.utc))
print(datetime.combine(date(2024, 1, 2), time(3, 4, tzinfo=timezone.utc)), datetime.combine(date(2024, 1, 2), time(3, 4), timezone.utc), datetime.combine(datetime(2024, 1, 2, 9), time(3)))
print(datetime.fromtimestamp(0, timezone.utc), datetime.fromtimestamp(1700000000.5, timezone.utc), datetime.fromtimestamp(-1.25, timezone.utc), datetime.fromtimestamp(1.0000005, timezone.utc), datetime.fromtimestamp(1.0000015, timezone.utc), datetime.fromtimestamp(0.9999996, timezone.utc), datetime.utcfromtimestamp(86400 * 365.25))
print(datetime(1970, 1, 1, tzinfo=timezone.utc).timestamp(), datetime(2038, 1, 19, 3, 14, 8, 5, tzinfo=timezone.utc).timestamp(), datetime(1, 1, 1, tzinfo=timezone.utc).timestamp())
print(datetime.strptime('2024-03-10 14:05:09.5', '%Y-%m-%d %H:%M:%S.%f'), repr(datetime.strptime('10/03/24 +0530', '%d/%m/%y %z')), repr(datetime.strptime('2024 UTC', '%Y %Z')), repr(datetime.strptime('2024-01-01T00:00:00Z', '%Y-%m-%dT%H:%M:%S%z')), datetime.strptime('Mar 5 2024 3PM', '%b %d %Y %I%p'))
print(datetime.min, datetime.max, datetime.resolution, repr(datetime.max), datetime(2024, 1, 1) < datetime(2024, 1, 1, 0, 0, 0, 1))
print(datetime.fromisocalendar(2024, 10, 3), type(datetime.fromisocalendar(2024, 10, 3)).__name__, datetime.fromordinal(738000), date.fromordinal(738000))
# timezones
for tz in [timezone.utc, timezone(timedelta(0)), timezone(timedelta(0), 'Z'), timezone(timedelta(hours=2)), timezone(timedelta(hours=-2, minutes=-30)), timezone(timedelta(seconds=3661)), timezone(timedelta(microseconds=-1)), timezone.min, timezone.max, D.UTC]:
    print(repr(tz), str(tz), tz.utcoffset(None), tz.tzname(None), tz.dst(None), tz == timezone.utc)
print(timezone(timedelta(0)) is timezone.utc, timezone(timedelta(hours=1)) == timezone(timedelta(hours=1), 'A'), hash(timezone(timedelta(hours=1))) == hash(timezone(timedelta(hours=1), 'B')), D.UTC is timezone.utc)
class EST(tzinfo):
    def utcoffset(self, dt): return timedelta(hours=-5) + self.dst(dt)
    def dst(self, dt):
        if dt is not None and dt.replace(tzinfo=None) >= datetime(dt.year, 3, 10, 2) and dt.replace(tzinfo=None) < datetime(dt.year, 11, 3, 1): return timedelta(hours=1)
        return timedelta(0)
    def tzname(self, dt): return 'EDT' if self.dst(dt) else 'EST'
    def __repr__(self): return 'EST()'
e = EST()
for u in [datetime(2024, 1, 5, 12, tzinfo=timezone.utc), datetime(2024, 7, 5, 12, tzinfo=timezone.utc), datetime(2024, 3, 10, 6, 59, tzinfo=timezone.utc), datetime(2024, 3, 10, 7, tzinfo=timezone.utc)]:
    loc = u.astimezone(e)
    print(repr(loc), loc.tzname(), loc.utcoffset(), loc.dst(), loc.timetuple().tm_isdst, loc.strftime('%H:%M %Z %z'), loc.astimezone(timezone.utc) == u)
print(repr(datetime(2024, 7, 1, tzinfo=e)), datetime(2024, 7, 1, tzinfo=e).isoformat(), datetime(2024, 7, 1, tzinfo=e).utctimetuple())
class Half(tzinfo):
    def utcoffset(self, dt): return timedelta(minutes=30, seconds=15, microseconds=5)
    def dst(self, dt): return None
    def tzname(self, dt): return None
h = datetime(2024, 1, 1, tzinfo=Half())
print(h.isoformat(), h.strftime('[%z][%Z]'), h.tzname(), h.dst(), h.timetuple().tm_isdst, time(1, tzinfo=Half()).isoformat())
# subclasses
class MyDT(datetime):
    pass
class MyD(date):
    pass
class MyTD(timedelta):
    pass
m = MyDT(2024, 1, 1, 12)
print(repr(m), type(m + timedelta(1)).__name__, type(m - timedelta(1)).__name__, type(m.replace(hour=1)).__name__, type(MyDT.now()).__name__, type(MyDT.fromtimestamp(0)).__name__, type(m.astimezone(timezone.utc)).__name__, type(MyDT.combine(date(2024, 1, 1), time())).__name__)
print(repr(MyD(2024, 1, 1)), type(MyD(2024, 1, 1) + timedelta(1)).__name__, type(MyD.fromordinal(5)).__name__, type(MyD.fromisoformat('2024-01-01')).__name__, repr(MyTD(1)), type(MyTD(1) + timedelta(1)).__name__, type(-MyTD(1)).__name__, type(MyTD(1) * 2).__name__)
print(datetime.now().year >= 2024, datetime.now(timezone.utc).tzinfo, date.today().year >= 2024, datetime.utcnow().tzinfo, datetime.today().tzinfo)
import copy
print(copy.copy(dt), copy.deepcopy(aw), copy.copy(timezone.utc) is timezone.utc, copy.deepcopy(timedelta(5)), copy.copy(time(5, tzinfo=e)))
print(D.MINYEAR, D.MAXYEAR, sorted(D.__all__))
print({date(2024, 1, 1): 1, datetime(2024, 1, 1): 2, time(1): 3, timedelta(1): 4})
