from datetime import date, datetime, time, timedelta, timezone
def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
print([y for y in (1900, 2000, 2023, 2024, 2100) if is_leap(y)])
d = date(2024, 2, 29)
print(d, d.weekday(), d.isoweekday(), d.isocalendar(), d.toordinal(), date.fromordinal(d.toordinal() + 366), d.timetuple()[:7])
print(d.replace(year=2028), d.strftime("%A %d %B %Y, day %j, week %U"), d.ctime())
try:
    d.replace(year=2023)
except ValueError as e:
    print("ValueError:", e)
def add_months(dt, n):
    m = dt.month - 1 + n
    y = dt.year + m // 12
    m = m % 12 + 1
    last = [31, 29 if is_leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
    return dt.replace(year=y, month=m, day=min(dt.day, last))
print([str(add_months(date(2024, 1, 31), k)) for k in range(0, 14, 1)])
def business_days(a, b):
    n, cur = 0, a
    while cur < b:
        if cur.weekday() < 5:
            n += 1
        cur += timedelta(days=1)
    return n
print(business_days(date(2024, 1, 1), date(2024, 2, 1)))
print(date.fromisoformat("2024-06-15"), datetime.fromisoformat("2024-06-15T10:20:30.500"), datetime.fromisoformat("2024-06-15 10:20+02:00"))
print(time.fromisoformat("23:59:59.123456"), time(14, 5).isoformat(), time(14, 5, 7, 1200).isoformat(timespec="milliseconds"))
dt = datetime(2024, 6, 15, 10, 20, 30, tzinfo=timezone(timedelta(hours=2)))
print(dt, dt.utcoffset(), dt.astimezone(timezone.utc), dt.tzname(), dt.timestamp())
print(datetime.fromtimestamp(0, timezone.utc), datetime(2024, 1, 1, tzinfo=timezone.utc) == datetime(2024, 1, 1, 2, tzinfo=timezone(timedelta(hours=2))))
print(date(2024, 1, 1) < date(2024, 1, 2), max(date(2020, 5, 5), date(2021, 1, 1)), sorted([date(2024, 3, 1), date(2023, 3, 1)]))
for label, fn in [
    ("day 32", lambda: date(2024, 1, 32)),
    ("month 13", lambda: date(2024, 13, 1)),
    ("hour 24", lambda: time(24)),
    ("iso bad", lambda: date.fromisoformat("2024-1-5")),
    ("naive aware", lambda: datetime(2024, 1, 1) < dt),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
