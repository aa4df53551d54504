import time
from datetime import date, datetime, time as dtime, timedelta, timezone, tzinfo


class MyDate(date):
    def label(self):
        return f'<{self.isoformat()}>'


class Stamp(datetime):
    pass


md = MyDate(2024, 5, 6)
print(repr(md), md, md.label(), type(md + timedelta(1)).__name__, type(MyDate.today()).__name__, md == date(2024, 5, 6))
st = Stamp(2024, 1, 1, 12)
print(repr(st), type(st.replace(hour=1)).__name__, type(Stamp.fromisoformat('2024-01-01')).__name__, type(st - timedelta(1)).__name__)
print(repr(Stamp.strptime('2024', '%Y')), type(Stamp.combine(date(2024, 1, 1), dtime())).__name__, isinstance(st, datetime))


def business_days(start, end):
    n = 0
    d = start
    while d < end:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n


print(business_days(date(2024, 1, 1), date(2024, 2, 1)), business_days(date(2024, 2, 26), date(2024, 3, 4)))


def month_range(year, month):
    first = date(year, month, 1)
    nxt = date(year + (month == 12), month % 12 + 1, 1)
    return first, (nxt - first).days


print([month_range(2024, m)[1] for m in range(1, 13)], month_range(2023, 2))
events = [datetime(2024, 5, 1, 9), datetime(2024, 4, 30, 17, 30), datetime(2024, 5, 1, 8, 15)]
by_day = {}
for e in sorted(events):
    by_day.setdefault(e.date(), []).append(e.strftime('%H:%M'))
print(by_day)
print(max(events) - min(events), (max(events) - min(events)).total_seconds() / 3600)
age = date(2024, 6, 1).year - date(1990, 8, 15).year - ((6, 1) < (8, 15))
print(age, date(2024, 6, 1) - date(1990, 8, 15), (date(2024, 6, 1) - date(1990, 8, 15)).days // 365)
ts = datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp()
print(ts, datetime.fromtimestamp(ts + 90061.5, timezone.utc).isoformat())
start = time.time()
mono = time.monotonic()
perf = time.perf_counter()
time.sleep(0.25)
time.sleep(0)
print(time.time() - start >= 0.25, time.monotonic() - mono >= 0.25, time.perf_counter() >= perf, type(time.time()).__name__)
print(time.gmtime(0), time.gmtime(1700000000).tm_year, time.gmtime(86400 * 366)[:3], time.strftime('%Y', time.gmtime(0)))
print(time.mktime((2024, 1, 1, 0, 0, 0, 0, 1, 0)) - time.mktime((2023, 1, 1, 0, 0, 0, 0, 1, 0)), time.asctime(time.gmtime(0)))
print(time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0)), time.gmtime(0).tm_wday, time.gmtime(0).tm_zone, tuple(time.gmtime(3600))[:6])
print(type(time.time_ns()).__name__, isinstance(time.localtime(), time.struct_time), len(time.gmtime()))
for bad in [lambda: time.sleep(-1), lambda: time.sleep('1'), lambda: time.struct_time((1, 2)),
            lambda: time.strftime('%Y', (2024, 13, 1, 0, 0, 0, 0, 1, 0))]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ':', e)
print(Stamp(2024, 1, 1) + 5)
