from datetime import time, datetime, timezone, timedelta, tzinfo

class Odd(tzinfo):
    def utcoffset(self, dt):
        return None if dt is None else timedelta(hours=dt.hour % 3)
    def dst(self, dt):
        return timedelta(0) if dt is None else timedelta(minutes=30)
    def tzname(self, dt):
        return 'odd-' + ('none' if dt is None else str(dt.hour))

class Bad(tzinfo):
    def utcoffset(self, dt):
        return 5
    def dst(self, dt):
        return timedelta(days=2)
    def tzname(self, dt):
        return 7

t = time(13, 14, 15, 16, tzinfo=Odd(), fold=1)
d = datetime(2020, 2, 3, 4, 5, 6, 7, tzinfo=Odd(), fold=1)
for obj in (t, d, time(1), datetime(2000, 1, 1)):
    print(obj.hour, obj.minute, obj.second, obj.microsecond, type(obj.tzinfo).__name__, obj.fold,
          obj.utcoffset(), obj.dst(), obj.tzname())
for name in ('utcoffset', 'dst', 'tzname'):
    for obj in (time(1, tzinfo=Bad()), datetime(2000, 1, 1, tzinfo=Bad())):
        try:
            print(getattr(obj, name)())
        except (TypeError, ValueError) as e:
            print(name, type(e).__name__, e)
try:
    t.hour = 3
except AttributeError as e:
    print('AttributeError')
print(datetime.utcoffset.__name__, time.tzname.__name__)
print(datetime(2020, 1, 1, tzinfo=timezone.utc).astimezone(timezone(timedelta(hours=5))).hour)
