# datetime's own operations on ZoneInfo-aware values.
import copy
from datetime import datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

ny = ZoneInfo("America/New_York")
paris = ZoneInfo("Europe/Paris")

dt = datetime(2024, 7, 14, 12, 30, tzinfo=paris)
print(dt.strftime("%Y-%m-%d %H:%M %Z %z"), dt.timetuple().tm_isdst, dt.utctimetuple()[:6])
print(datetime(2024, 1, 14, tzinfo=paris).timetuple().tm_isdst)
print(dt.timestamp(), dt.isoformat(), repr(dt))
print(dt.replace(tzinfo=ny), dt.replace(tzinfo=ny) - dt)
print(datetime.fromtimestamp(1700000000, ny), datetime.fromtimestamp(1700000000, tz=paris).fold)
print(datetime.fromisoformat("2024-11-03T01:30:00").replace(tzinfo=ny, fold=1).isoformat())

# Fold and gap: timestamps, hashes, comparisons.
a = datetime(2024, 11, 3, 1, 30, tzinfo=ny)
b = a.replace(fold=1)
print(a.timestamp(), b.timestamp(), b.timestamp() - a.timestamp())
print(a == b, hash(a) == hash(a.replace(fold=0)))
u = a.astimezone(timezone.utc)
print(u == a, u == b, b.astimezone(timezone.utc) == b)
g = datetime(2024, 3, 10, 2, 30, tzinfo=ny)
print(g.timestamp(), g.replace(fold=1).timestamp(), g.utcoffset(), g.replace(fold=1).utcoffset())
print(g.astimezone(timezone.utc), g.replace(fold=1).astimezone(timezone.utc))
print(g.astimezone(paris), g.astimezone(ny))
print(sorted([b.astimezone(paris), a.astimezone(paris), g.astimezone(paris)]))

# Walking through a transition hour by hour in UTC.
start = datetime(2024, 3, 31, 0, tzinfo=timezone.utc)
for h in range(4):
    local = (start + timedelta(hours=h)).astimezone(paris)
    print(local, local.fold, local.dst())

# A time with a ZoneInfo has no date: offsets are None.
t = time(12, tzinfo=paris)
print(t.utcoffset(), t.dst(), t.tzname(), t.isoformat())
print(time(12, tzinfo=ZoneInfo("UTC")).utcoffset())

# Copies keep the cached instance.
print(copy.copy(paris) is paris, copy.deepcopy(paris) is paris)
