from datetime import datetime, date, time, timedelta, timezone
import math
d = date(2024, 2, 28)
print(d, repr(d), d + timedelta(days=2), d.weekday(), d.isoweekday(), d.isocalendar(), d.strftime('%A %d %B %Y %j %U %a %b %y %m'), d.toordinal(), d.replace(day=1))
dt = datetime(2023, 12, 31, 23, 59, 30, 123456)
print(dt, repr(dt), dt + timedelta(seconds=45), dt.isoformat(), dt.isoformat(sep=' ', timespec='minutes'), dt.date(), dt.time(), dt.timestamp() if False else '')
print(dt.strftime('%Y-%m-%dT%H:%M:%S.%f %I %p %%'), datetime.strptime('2024-03-05 14:07', '%Y-%m-%d %H:%M'), datetime.fromisoformat('2024-01-02T03:04:05'))
td = timedelta(days=1, hours=25, minutes=-30, seconds=3.5)
print(td, repr(td), td.total_seconds(), td.days, td.seconds, td.microseconds, -td, abs(-td), td * 2, td / 2, td // timedelta(hours=1), td % timedelta(hours=5))
print(timedelta(0), timedelta(microseconds=1), timedelta(weeks=-1), str(timedelta(days=-1, seconds=1)), timedelta(hours=1) / timedelta(minutes=7))
tz = timezone(timedelta(hours=5, minutes=30))
a = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
print(a, a.astimezone(tz), tz, repr(tz), timezone.utc, a.utcoffset(), a.tzname(), a.isoformat())
print(datetime(2024, 3, 1) - datetime(2024, 2, 1), date(2024, 1, 1) < date(2024, 1, 2), max(date(2020, 1, 1), date(2019, 5, 5)))
print(time(9, 5), time(9, 5, 1, 500), repr(time(1)), time(13, 30).strftime('%I:%M %p'), time.fromisoformat('10:11:12'))
for bad in [lambda: date(2023, 2, 29), lambda: datetime(2024, 13, 1), lambda: datetime.strptime('x', '%Y'), lambda: time(25), lambda: date(2024, 1, 1) - 1, lambda: datetime(2024, 1, 1) < date(2024, 1, 1), lambda: datetime(2024,1,1) - a]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(date.fromisoformat('2024-05-06'), date(2024, 5, 6).isoformat(), date.fromordinal(738000), datetime(2024, 1, 1).replace(hour=5), datetime.combine(date(2020, 1, 1), time(5)))
print(math.sqrt(2), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.fabs(-3), math.gcd(12, 18, 24), math.lcm(4, 6), math.factorial(20), math.comb(10, 3), math.perm(5, 2), math.isqrt(99))
print(math.log(100, 10), math.log10(1000), math.log2(8), math.log1p(1e-10), math.exp(1), math.expm1(1e-10), math.pow(2, 0.5), math.hypot(3, 4, 12), math.dist((0, 0), (3, 4)))
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan, math.isclose(0.1 + 0.2, 0.3), math.isfinite(1e308), math.isinf(-math.inf), math.isnan(math.nan))
print(math.sin(math.pi / 6), math.cos(0), math.atan2(1, -1), math.degrees(math.pi), math.radians(180), math.copysign(3, -0.0), math.fmod(-7, 3), math.remainder(7, 3), math.modf(-3.5), math.frexp(8.0), math.ldexp(0.5, 4))
print(math.prod([1, 2, 3, 4]), math.fsum([0.1] * 10), sum([0.1] * 10), math.nextafter(1, 2), math.ulp(1.0), round(2.675, 2), round(0.5), round(1.5), round(-0.5), round(1234.5, -2), round(12345, -2))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.factorial(2.5), lambda: math.exp(1000), lambda: math.acos(2), lambda: math.comb(3, -1), lambda: 1 / 0, lambda: 1 % 0, lambda: 1.0 // 0, lambda: 2 ** -1 ** 0.5, lambda: (-8) ** (1/3), lambda: 10 ** 400 * 1.0, lambda: int('12a'), lambda: float('x1'), lambda: int(float('nan')), lambda: int(float('inf'))]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(divmod(-7, 2), divmod(7.5, -2), pow(3, 4, 5), pow(3, -1, 7), 7 // -2, -7 % 3, 2 ** 100, 10 / 4, 1e300 * 1e10, int('0x1f', 16), int('0b101', 0), int(' 42 '), int('1_000'), float('1_0.5'), float(' -inf '))
print(0.1 + 0.2, 1 / 3, 2 / 3, 1e22, 1e21, 1.0e-4, 123456789.123456789, 5e-324, 1.7976931348623157e308, (0.1).as_integer_ratio(), (2.5).is_integer(), float.fromhex('0x1.8p1'), (3.0).hex())
print(int.from_bytes(b'\x01\x00', 'big'), (1024).to_bytes(2, 'little'), (255).bit_length(), (-1).to_bytes(1, 'big', signed=True), (7).bit_count(), bin(-5), oct(64), hex(-255))
