from datetime import date, datetime, time, timedelta, timezone

d = datetime(2024, 2, 28, 22, 30)
print(d + timedelta(hours=3), d - timedelta(days=59), timedelta(hours=3) + d, d + timedelta(microseconds=-1))
print(date(2024, 2, 28) + timedelta(days=1), date(2023, 2, 28) + timedelta(days=1), date(2024, 3, 1) - timedelta(1))
print(date(2024, 3, 1) - date(2023, 3, 1), datetime(2024, 1, 1) - datetime(2023, 12, 31, 12), d - d, repr(datetime(2024, 1, 1) - datetime(2024, 1, 2, 0, 0, 1)))
td = timedelta(days=1, hours=2, minutes=3, seconds=4, milliseconds=5, microseconds=6)
print(td.days, td.seconds, td.microseconds, td.total_seconds(), timedelta(hours=36).days, abs(timedelta(-2)), -td, +td)
print(td * 2, 2 * td, td * 1.5, td / 2, td / 4.0, td // 3, td / timedelta(hours=1), td // timedelta(hours=1), td % timedelta(hours=1))
print(divmod(timedelta(7), timedelta(2)), timedelta(1) == timedelta(hours=24), timedelta(1) < timedelta(2), max(timedelta(1), timedelta(hours=30)))
print(timedelta(seconds=1) / 3, timedelta(seconds=10) * 0.333, round(timedelta(seconds=1.4999995).total_seconds(), 6), sum([timedelta(1)] * 3, timedelta()))
utc = timezone.utc
est = timezone(timedelta(hours=-5), 'EST')
ist = timezone(timedelta(hours=5, minutes=30))
a = datetime(2024, 6, 1, 12, tzinfo=utc)
print(a, a.astimezone(est), a.astimezone(ist), repr(a.astimezone(est)), a.astimezone(est).tzname(), a.astimezone(ist).tzname())
print(a.utcoffset(), a.astimezone(est).utcoffset(), a.dst(), est.utcoffset(None), repr(est), repr(ist), str(est), str(ist), ist.tzname(None))
print(a == a.astimezone(est), a - a.astimezone(ist), a.astimezone(est) < a + timedelta(seconds=1), hash(a) == hash(a.astimezone(est)))
print(a.timestamp(), datetime(1970, 1, 1, tzinfo=utc).timestamp(), datetime(2000, 1, 1, 0, 0, 0, 500000, tzinfo=est).timestamp())
print(datetime.fromtimestamp(0, utc), datetime.fromtimestamp(1700000000.25, utc), datetime.fromtimestamp(-86400.5, utc), datetime.fromtimestamp(1e9, est))
print(datetime.utcfromtimestamp(1234567890), datetime.utcfromtimestamp(0.000001), date.fromtimestamp(86400 * 365.25 * 30))
print(repr(timezone(timedelta(0))), timezone(timedelta(0)) is utc, timezone(timedelta(seconds=-30)), timezone(timedelta(hours=23, minutes=59)))
print(a.replace(tzinfo=None), a.replace(tzinfo=est), a.timetz(), a.time(), repr(a.timetz()), a.utctimetuple())
print(time(12, tzinfo=est).utcoffset(), time(12, tzinfo=est).isoformat(), time(12, 30, tzinfo=ist).tzname(), repr(time(1, tzinfo=est)))
print(datetime(2024, 1, 1, tzinfo=est).isoformat(), datetime(2024, 1, 1, 5, 6, 7, 890, tzinfo=ist).isoformat(), f"{a.astimezone(ist):%Y-%m-%d %H:%M %z %Z}")


class Fixed(timezone.__base__):
    def __init__(self, hours, name):
        self.off = timedelta(hours=hours)
        self.name = name

    def utcoffset(self, dt):
        return self.off

    def tzname(self, dt):
        return self.name

    def dst(self, dt):
        return timedelta(0)


cet = Fixed(1, 'CET')
b = datetime(2024, 3, 1, 9, tzinfo=cet)
print(b, b.tzname(), b.utcoffset(), b.astimezone(utc), b.isoformat(), f'{b:%H:%M %Z %z}', b - a, b.astimezone(cet) == b)
for bad in [lambda: datetime.max + timedelta(1), lambda: date.min - timedelta(1), lambda: timedelta(days=10 ** 9),
            lambda: datetime(2024, 1, 1) - a, lambda: datetime(2024, 1, 1) < a, lambda: timedelta(1) / 0,
            lambda: timedelta(1) + 1, lambda: date(2024, 1, 1) - 1, lambda: timezone(timedelta(hours=24)),
            lambda: timezone(5), lambda: timezone(timedelta(1 / 24), 3), lambda: a.astimezone(5)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__ + ':', e)
print(a == datetime(2024, 6, 1, 12), a != datetime(2024, 6, 1, 12))
print(date(2024, 1, 1) < datetime(2024, 1, 2))
