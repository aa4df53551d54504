from datetime import datetime, date, time, timedelta, timezone
dt = datetime(2024, 7, 4, 9, 5, 3, 12345)
for fmt in ["%Y-%m-%d %H:%M:%S", "%d/%m/%y", "%I:%M %p", "%a %b %d", "%A %B", "%j", "%U %W", "%f", "%%", "%y%m%d-%H%M", "%c", "%x", "%X", "%H:%M:%S.%f", "%G-W%V-%u", "%e" if False else "%d"]:
    print(repr(fmt), dt.strftime(fmt))
print(format(dt, "%Y/%m/%d"), f"{dt:%H.%M}", f"{date(2024, 1, 5):%A}", str(dt), repr(dt), dt.isoformat(), dt.isoformat(" ", "seconds"))
print(datetime.strptime("2024-07-04 09:05", "%Y-%m-%d %H:%M"), datetime.strptime("04/07/24", "%d/%m/%y"), datetime.strptime("Jul 4 2024", "%b %d %Y"))
print(datetime.strptime("12:30 PM", "%I:%M %p").time(), datetime.strptime("12:30 AM", "%I:%M %p").time(), datetime.strptime("2024 185", "%Y %j").date())
for s, f in [("2024-13-01", "%Y-%m-%d"), ("2024-07-04x", "%Y-%m-%d"), ("abc", "%H")]:
    try:
        print(datetime.strptime(s, f))
    except ValueError as e:
        print("ValueError:", e)
tz = timezone(timedelta(hours=-5), "EST")
a = datetime(2024, 7, 4, 9, 0, tzinfo=tz)
print(a, a.strftime("%Z %z"), a.isoformat(), a.utcoffset(), str(tz), repr(timezone.utc), timezone(timedelta(minutes=90)))
print(time(9, 5).strftime("%H:%M"), date(2024, 7, 4).strftime("%Y %H:%M"), time(0).isoformat(), time(12, 30, 15, 500000).isoformat())
log = ["2024-07-04T10:00:00", "2024-07-04T09:30:00", "2024-07-03T23:59:59"]
parsed = sorted(datetime.fromisoformat(s) for s in log)
print([p.strftime("%d %H:%M") for p in parsed], parsed[-1] - parsed[0])
