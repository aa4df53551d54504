# datetime's constructors and methods reject bad arguments in CPython's C words
# (PyArg_ParseTupleAndKeywords and friends).
import datetime as D
cases = [
 "D.date()", "D.date(2020)", "D.date(2020, 1)", "D.date(2020, 1, 2, 3)", "D.date('2020', 1, 1)", "D.date(2020.0, 1, 1)",
 "D.date(2020, 13, 1)", "D.date(2020, 0, 1)", "D.date(2020, 2, 30)", "D.date(0, 1, 1)", "D.date(10000, 1, 1)", "D.date(2020, 1, 0)",
 "D.date(year=2020, month=1)", "D.date(2020, 1, day='x')", "D.date(2020, 1, 1, foo=2)", "D.date(2020, month=1, year=3, day=1)",
 "D.date(None, 1, 1)", "D.date(2020, None, 1)", "D.date(True, 1, 1)", "D.date(2**70, 1, 1)", "D.date(-1, 1, 1)",
 "D.datetime()", "D.datetime(2020)", "D.datetime(2020, 1)", "D.datetime(2020, 1, 1, 24)", "D.datetime(2020, 1, 1, 0, 60)",
 "D.datetime(2020, 1, 1, 0, 0, 60)", "D.datetime(2020, 1, 1, 0, 0, 0, 1000000)", "D.datetime(2020, 1, 1, 0, 0, 0, 0, 5)",
 "D.datetime(2020, 1, 1, 0, 0, 0, 0, None, fold=2)", "D.datetime(2020, 1, 1, '1')", "D.datetime(2020, 1, 1, 1.5)",
 "D.datetime(2020, 1, 1, 0, 0, 0, 0, None, 1)", "D.datetime(2020, 1, 1, 0, 0, 0, 0, None, foo=1)", "D.datetime(2020,1,1,tzinfo=1)",
 "D.datetime(2020, 13, 1)", "D.datetime(2020, 2, 30)", "D.datetime(2020, 1, 1, -1)", "D.datetime(2020, 1, 1, hour=1.0)",
 "D.time(24)", "D.time(0, 60)", "D.time(0, 0, 60)", "D.time(0, 0, 0, 10**6)", "D.time('1')", "D.time(1, 2, 3, 4, 5)", "D.time(fold=3)", "D.time(1, 2, 3, 4, None, 1)",
 "D.timedelta('1')", "D.timedelta(1, '2')", "D.timedelta(foo=1)", "D.timedelta(1, 2, 3, 4, 5, 6, 7, 8)", "D.timedelta(days=10**9)",
 "D.timedelta(days=1e20)", "D.timedelta(seconds=float('nan'))", "D.timedelta(days=None)", "D.timedelta(1j)", "D.timedelta(weeks='x')",
 "D.timedelta(days=-10**9)", "D.timedelta(microseconds=10**20)", "D.timedelta(hours=float('inf'))", "D.timedelta(days=999999999, hours=24)",
 "D.date.fromisoformat('2020-13-01')", "D.date.fromisoformat(20200101)", "D.date.fromisoformat('x')", "D.datetime.fromisoformat('2020-01-01T25:00')",
 "D.date.fromordinal(0)", "D.date.fromordinal('1')", "D.date.fromtimestamp('x')", "D.date(2020,1,1).replace(month=13)", "D.date(2020,1,1).replace(foo=1)",
 "D.date(2020,1,1) + 1", "D.date(2020,1,1) - 1", "D.date(2020,1,1) < 1", "D.timedelta(1) * 'a'", "D.timedelta(1) / 'a'", "D.timedelta(1) // 0", "D.timedelta(1) / 0", "D.timedelta(1) % 0",
 "D.date(2020,1,1).strftime(1)", "D.date(2020,1,1).strftime()", "D.datetime.strptime('x', '%Y')", "D.datetime.strptime(1, '%Y')", "D.datetime.strptime('2020', '%Y', 1)",
 "D.timezone(1)", "D.timezone(D.timedelta(hours=24))", "D.timezone(D.timedelta(hours=1), 1)", "D.datetime(2020,1,1) - D.date(2020,1,1)",
 "D.datetime(2020,1,1) < D.datetime(2020,1,1,tzinfo=D.timezone.utc)", "D.datetime(2020,1,1) - D.datetime(2020,1,1,tzinfo=D.timezone.utc)",
 "D.date.max + D.timedelta(1)", "D.date.min - D.timedelta(1)", "D.datetime.max + D.timedelta(1)", "D.timedelta.max + D.timedelta(1)",
 "D.date(2020, 1, 1).isoformat(1)", "D.datetime(2020,1,1).isoformat(sep='ab')", "D.datetime(2020,1,1).isoformat(timespec='x')", "D.time().isoformat(timespec='x')",
 "D.datetime.combine(1, 2)", "D.datetime.fromtimestamp(1e20)", "D.date.today(1)", "D.datetime.now(1)", "D.datetime(2020,1,1).astimezone(1)",
 "hash(D.date(2020,1,1)) == hash(D.date(2020,1,1))", "D.date(2020,1,1).weekday(1)",
]
cases += [
"D.date('x')", "D.date(2**40, 1, 1)", "D.date(-2**40, 1, 1)", "D.date(2020, 1, year=3)", "D.date(year=1, month=1, day=1, foo=2)", "D.date(2020, 1, 1, 2, 3)",
 "D.date(2020, 1, 1, 2, foo=3)", "D.date(month=1, day=1)", "D.date(2020, day=1)", "D.date(x=1)", "D.date(2020, 1, 1, x=1)", "D.date(year=2020, month=1, day=1)", "D.date(2020, 1, None)",
 "D.datetime(2020, 1, 1, tzinfo=None, fold=1)", "D.datetime(2020, 1, 1, 0, 0, 0, 0, None, 0, 0)", "D.datetime(2020, 1, 1, 0, 0, 0, 0, None, 0, 0, 0)", "D.datetime(2020, 1, 1, fold=None)", "D.datetime(2020, 1, 1, hour=None)",
 "D.datetime(2020, 1, 1, tzinfo='x')", "D.datetime(2020, 1, foo=1)", "D.datetime(2020, 1)",  "D.datetime(2020, 1, 1, 1, hour=2)", "D.datetime(2020, 1, 1, 0, 0, 0, 0, None, fold=0, foo=1)",
 "D.time(1, 2, 3, 4, None, 5, 6)", "D.time(hour='x')", "D.time(1, hour=2)", "D.time(foo=1)", "D.time(1, 2, 3, 4, None, fold=1)", "D.time(None)",
 "D.timedelta(1, days=2)", "D.timedelta(1, 2, 3, 4, 5, 6, 7, foo=1)", "D.timedelta(foo=1, bar=2)", "D.timedelta(1, 2, 3, 4, 5, 6, 7, 8, 9)", "D.timedelta(None)", "D.timedelta('1')",
 "D.timedelta(days=1, **{'1': 2})", "D.date(2020, 1, 1, **{'1': 2})", "D.date(*[2020, 1], **{'day': 1})", "D.time(tzinfo=1)", "D.timezone(D.timedelta(0), name=None)",
 "D.date(2020,1,1).strftime(1, 2)", "D.date(2020,1,1).strftime(format='%Y')", "D.date(2020,1,1).strftime(fmt='%Y')", "D.datetime(2020,1,1).strftime(format='%Y')", "D.time().strftime(format='%H')",
 "D.date(2020,1,1).isoformat(1)", "D.date(2020,1,1).weekday(1)", "D.date(2020,1,1).isoweekday(1)", "D.date(2020,1,1).toordinal(1)", "D.date(2020,1,1).isocalendar(1)", "D.date(2020,1,1).timetuple(1)", "D.date(2020,1,1).ctime(1)",
 "D.datetime(2020,1,1).date(1)", "D.datetime(2020,1,1).time(1)", "D.datetime(2020,1,1).timestamp(1)", "D.datetime(2020,1,1).isoformat(1, 2, 3)", "D.datetime(2020,1,1).isoformat(foo=1)", "D.datetime(2020,1,1).isoformat(1)",
 "D.timedelta(1).total_seconds(1)", "D.date.today(1)", "D.datetime.now(1, 2)", "D.datetime.now(foo=1)", "D.datetime.utcnow(1)", "D.date.fromordinal()", "D.date.fromordinal(1, 2)", "D.date.fromisoformat()",
 "D.date(2020,1,1).replace(year='x')", "D.datetime.combine(D.date(2020,1,1))", "D.datetime.combine(D.date(2020,1,1), 1)", "D.datetime.combine(1, D.time())", "D.datetime.fromtimestamp()", "D.datetime.fromtimestamp('x')",
]
cases = [c for c in cases if "replace(1, 2, 3, 4)" not in c and "astimezone(1, 2)" not in c]
for c in cases:
    try:
        r = eval(c)
        print(c, "->", repr(r))
    except Exception as e:
        print(c, "!!", type(e).__name__, e)

d = D.date(2020, 1, 2)
print(type(d.strftime).__name__, type(D.datetime(2020, 1, 1).strftime).__name__)
print(d.strftime(format="%Y/%m"), D.datetime(2020, 1, 1, 5).strftime(format="%H"), D.time(7).strftime(format="%H"))
print(D.datetime(2020, 1, 1, 5, 6, 7).isoformat(" ", "minutes"), D.time(1, 2).isoformat(timespec="hours"))
print(D.datetime.fromtimestamp(timestamp=0, tz=D.timezone.utc), D.datetime.now(tz=D.timezone.utc).tzinfo)
print(D.datetime.combine(date=d, time=D.time(1)), D.timezone(offset=D.timedelta(hours=1), name="X"))
print(D.date(year=2020, month=2, day=3), D.time(hour=1, fold=1), D.timedelta(1, 2, 3, 4, 5, 6, 7))
print(D.timedelta(seconds=1.5, days=2), D.timedelta(minutes=-1.25), D.date.fromordinal(5))
