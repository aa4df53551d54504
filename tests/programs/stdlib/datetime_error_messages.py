from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as D
class BadTZ(tzinfo):
    def __init__(self, v): self.v = v
    def utcoffset(self, dt): return self.v
    def dst(self, dt): return self.v
    def tzname(self, dt): return self.v
cases = {
 'date(2024, 1)': lambda: date(2024, 1),
 'date()': lambda: date(),
 'date(1.5,1,1)': lambda: date(1.5, 1, 1),
 'date("x",1,1)': lambda: date("x", 1, 1),
 'date(0,1,1)': lambda: date(0, 1, 1),
 'date(2024,13,1)': lambda: date(2024, 13, 1),
 'date(2023,2,29)': lambda: date(2023, 2, 29),
 'time(24)': lambda: time(24),
 'time(0,60)': lambda: time(0, 60),
 'time(0,0,60)': lambda: time(0, 0, 60),
 'time(0,0,0,10**6)': lambda: time(0, 0, 0, 10**6),
 'time(fold=2)': lambda: time(fold=2),
 'time(tzinfo=1)': lambda: time(tzinfo=1),
 'time(1.0)': lambda: time(1.0),
 'datetime(2024,1,1,25)': lambda: datetime(2024, 1, 1, 25),
 'datetime(2024,1)': lambda: datetime(2024, 1),
 'datetime(10000,1,1)': lambda: datetime(10000, 1, 1),
 'timedelta(days=10**9)': lambda: timedelta(days=10**9),
 'timedelta("1")': lambda: timedelta("1"),
 'timedelta(hours="1")': lambda: timedelta(hours="1"),
 'timedelta(1)*"a"': lambda: timedelta(1) * "a",
 'timedelta(1)/0': lambda: timedelta(1) / 0,
 'timedelta(1)//0': lambda: timedelta(1) // 0,
 'timedelta(1)//timedelta(0)': lambda: timedelta(1) // timedelta(0),
 'timedelta(1)%timedelta(0)': lambda: timedelta(1) % timedelta(0),
 'timedelta(1)/timedelta(0)': lambda: timedelta(1) / timedelta(0),
 'timedelta(1)+1': lambda: timedelta(1) + 1,
 'timedelta(1)<1': lambda: timedelta(1) < 1,
 'timedelta.max+timedelta(1)': lambda: timedelta.max + timedelta(1),
 'timedelta(1)*1e20': lambda: timedelta(1) * 1e20,
 'timedelta(1)*float("nan")': lambda: timedelta(1) * float("nan"),
 'timedelta(seconds=float("inf"))': lambda: timedelta(seconds=float("inf")),
 'timedelta(seconds=float("nan"))': lambda: timedelta(seconds=float("nan")),
 'date.max+timedelta(1)': lambda: date.max + timedelta(1),
 'date.min-timedelta(1)': lambda: date.min - timedelta(1),
 'datetime.max+timedelta(1)': lambda: datetime.max + timedelta(1),
 'date(2024,1,1)<datetime(2024,1,1)': lambda: date(2024, 1, 1) < datetime(2024, 1, 1),
 'datetime(2024,1,1)<date(2024,1,1)': lambda: datetime(2024, 1, 1) < date(2024, 1, 1),
 'date(2024,1,1)<1': lambda: date(2024, 1, 1) < 1,
 'date(2024,1,1)-1': lambda: date(2024, 1, 1) - 1,
 'date(2024,1,1)+date(2024,1,1)': lambda: date(2024, 1, 1) + date(2024, 1, 1),
 'naive<aware': lambda: datetime(2024, 1, 1) < datetime(2024, 1, 1, tzinfo=timezone.utc),
 'naive-aware': lambda: datetime(2024, 1, 1) - datetime(2024, 1, 1, tzinfo=timezone.utc),
 'time naive<aware': lambda: time(1) < time(1, tzinfo=timezone.utc),
 'time<1': lambda: time(1) < 1,
 'time+timedelta': lambda: time(1) + timedelta(1),
 'timezone(1)': lambda: timezone(1),
 'timezone(timedelta(hours=24))': lambda: timezone(timedelta(hours=24)),
 'timezone(timedelta(hours=1), 5)': lambda: timezone(timedelta(hours=1), 5),
 'timezone()': lambda: timezone(),
 'timezone.utc.utcoffset(5)': lambda: timezone.utc.utcoffset(5),
 'timezone.utc.tzname(5)': lambda: timezone.utc.tzname(5),
 'timezone.utc.dst(5)': lambda: timezone.utc.dst(5),
 'timezone.utc.fromutc(5)': lambda: timezone.utc.fromutc(5),
 'timezone.utc.fromutc(naive)': lambda: timezone.utc.fromutc(datetime(2024, 1, 1)),
 'timezone.utc.fromutc(other tz)': lambda: timezone.utc.fromutc(datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=1)))),
 'tzinfo().utcoffset(None)': lambda: tzinfo().utcoffset(None),
 'tzinfo().tzname(None)': lambda: tzinfo().tzname(None),
 'tzinfo().dst(None)': lambda: tzinfo().dst(None),
 'BadTZ(5).utcoffset': lambda: datetime(2024, 1, 1, tzinfo=BadTZ(5)).utcoffset(),
 'BadTZ(24h).utcoffset': lambda: datetime(2024, 1, 1, tzinfo=BadTZ(timedelta(hours=24))).utcoffset(),
 'BadTZ(5).tzname': lambda: datetime(2024, 1, 1, tzinfo=BadTZ(5)).tzname(),
 'BadTZ(5).dst': lambda: datetime(2024, 1, 1, tzinfo=BadTZ(5)).dst(),
 'BadTZ(us).utcoffset': lambda: datetime(2024, 1, 1, tzinfo=BadTZ(timedelta(microseconds=5))).utcoffset(),
 'isoformat(timespec=x)': lambda: datetime(2024, 1, 1).isoformat(timespec='x'),
 'isoformat(sep=ab)': lambda: datetime(2024, 1, 1).isoformat(sep='ab'),
 'time isoformat(timespec=x)': lambda: time(1).isoformat(timespec='x'),
 'date.fromisoformat(x)': lambda: date.fromisoformat('x'),
 'date.fromisoformat(5)': lambda: date.fromisoformat(5),
 'date.fromisoformat(2024-02-30)': lambda: date.fromisoformat('2024-02-30'),
 'datetime.fromisoformat(bad)': lambda: datetime.fromisoformat('2024-01-01T25:00'),
 'datetime.fromisoformat(junk)': lambda: datetime.fromisoformat('2024-01-01Tjunk'),
 'datetime.fromisoformat(5)': lambda: datetime.fromisoformat(5),
 'time.fromisoformat(bad)': lambda: time.fromisoformat('25:00'),
 'time.fromisoformat(5)': lambda: time.fromisoformat(5),
 'strptime bad': lambda: datetime.strptime('2024', '%Y-%m'),
 'strptime extra': lambda: datetime.strptime('2024-01-01x', '%Y-%m-%d'),
 'strptime type': lambda: datetime.strptime(5, '%Y'),
 'strftime(5)': lambda: date(2024, 1, 1).strftime(5),
 'format(5)': lambda: format(date(2024, 1, 1), 5) if False else date(2024, 1, 1).__format__(5),
 'fromisocalendar bad week': lambda: date.fromisocalendar(2024, 54, 1),
 'fromisocalendar bad day': lambda: date.fromisocalendar(2024, 5, 8),
 'fromisocalendar bad year': lambda: date.fromisocalendar(0, 5, 1),
 'fromordinal(0)': lambda: date.fromordinal(0),
 'fromtimestamp(1e20)': lambda: date.fromtimestamp(1e20),
 'fromtimestamp("x")': lambda: datetime.fromtimestamp("x"),
 'replace(month=13)': lambda: date(2024, 1, 31).replace(month=13),
 'replace(month=2)': lambda: date(2024, 1, 31).replace(month=2),
 'combine(1,2)': lambda: datetime.combine(1, 2),
 'combine(date,1)': lambda: datetime.combine(date(2024, 1, 1), 1),
 'astimezone(5)': lambda: datetime(2024, 1, 1).astimezone(5),
 'utcoffset bad time': lambda: time(1, tzinfo=BadTZ(timedelta(hours=30))).utcoffset(),
 'td(1) * td(1)': lambda: timedelta(1) * timedelta(1),
 'td - date': lambda: timedelta(1) - date(2024, 1, 1),
}
for name, f in cases.items():
    try:
        r = f()
        print(name, '->', repr(r))
    except Exception as e:
        print(name, '!', type(e).__name__, e)
from datetime import date, datetime
for n in [3652060, 10**7, 3652059, -5]:
    try: print(date.fromordinal(n))
    except Exception as e: print(type(e).__name__, e)
try: print(datetime.fromordinal(10**7))
except Exception as e: print(type(e).__name__, e)
try: date.fromordinal(1.5)
except Exception as e: print(type(e).__name__, e)
for f in [lambda: timedelta(months=1), lambda: datetime(2024,1,1).replace(days=1), lambda: date(2024,1,1).replace(hour=1), lambda: time(1).replace(day=3)]:
    try: f()
    except TypeError as e: print(e)
