from datetime import timedelta, date, datetime, time
d = timedelta(days=1, hours=2, minutes=3, seconds=4, milliseconds=5, microseconds=6)
print(d, repr(d), d.days, d.seconds, d.microseconds, d.total_seconds())
print(timedelta(hours=-1), repr(timedelta(hours=-1)), timedelta(days=-1, seconds=1), -timedelta(minutes=90), abs(timedelta(hours=-3)))
print(timedelta(weeks=2) / timedelta(days=1), timedelta(hours=5) // timedelta(hours=2), timedelta(hours=5) % timedelta(hours=2), divmod(timedelta(minutes=125), timedelta(hours=1)))
print(timedelta(minutes=10) * 3, 2.5 * timedelta(seconds=1), timedelta(seconds=10) / 4, timedelta(seconds=7) // 2)
print(timedelta(0) == timedelta(), bool(timedelta(0)), timedelta(days=1) > timedelta(hours=23), timedelta.max, timedelta.min, timedelta.resolution)
print(sum([timedelta(minutes=m) for m in (15, 30, 45)], timedelta()), timedelta(seconds=0.5), timedelta(microseconds=1.5), timedelta(microseconds=2.5))
start = datetime(2024, 3, 9, 22, 30)
for h in (1, 2, 26):
    print(start + timedelta(hours=h))
print(date(2024, 12, 31) - date(2024, 1, 1), (date(2025, 1, 1) - date(2024, 1, 1)).days, date(2024, 2, 28) + timedelta(days=1))
print(datetime(2024, 1, 1) - datetime(2023, 12, 31, 23, 59, 59, 999999))
for label, fn in [
    ("overflow", lambda: timedelta(days=10 ** 9)),
    ("date overflow", lambda: date.max + timedelta(days=1)),
    ("div zero", lambda: timedelta(1) / 0),
    ("bad add", lambda: timedelta(1) + 1),
    ("time add", lambda: time(1) + timedelta(1)),
    ("mixed sub", lambda: date(2024, 1, 1) - datetime(2024, 1, 1)),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
