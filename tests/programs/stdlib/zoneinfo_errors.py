# Bad keys and bad arguments.
import zoneinfo
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

for key in ["Nope/Zone", "europe/paris", "Europe", "", "/etc/localtime",
            "../etc/passwd", "a/../b", "Europe/Paris/", ".", "..", "a//b",
            "./UTC", 5, None]:
    try:
        ZoneInfo(key)
        print(repr(key), "ok")
    except zoneinfo.ZoneInfoNotFoundError as e:
        print(repr(key), "not found:", e, e.args, isinstance(e, KeyError))
    except (ValueError, TypeError) as e:
        print(repr(key), type(e).__name__, e)

z = ZoneInfo("Europe/Paris")
for bad in (5, "x", datetime(2020, 1, 1)):
    try:
        print(z.fromutc(bad))
    except (TypeError, ValueError) as e:
        print("fromutc", type(e).__name__, e)
print(z.utcoffset(None), z.dst(None), z.tzname(None))
try:
    ZoneInfo.clear_cache(["UTC"])
except TypeError:
    print("clear_cache takes keywords only")
try:
    raise zoneinfo.ZoneInfoNotFoundError("No time zone found with key X")
except KeyError as e:
    print(repr(e))
ZoneInfo("Mars/Olympus_Mons")
