# UTC offsets, DST and names across a year in several zones.
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

ZONES = ["Europe/Paris", "America/New_York", "Australia/Sydney",
         "America/Santiago", "Asia/Kolkata", "Pacific/Auckland",
         "America/Sao_Paulo", "Asia/Tokyo", "UTC",
         "Europe/London", "America/St_Johns", "Australia/Lord_Howe"]

for key in ZONES:
    z = ZoneInfo(key)
    print(key)
    for month in (1, 4, 7, 10, 12):
        dt = datetime(2023, month, 15, 12, 0, tzinfo=z)
        print("  ", dt.isoformat(), dt.utcoffset(), dt.dst(), dt.tzname())

# Fixed-offset zones answer for dt=None too.
for key in ("UTC", "Etc/GMT+5", "Etc/GMT-14"):
    z = ZoneInfo(key)
    print(key, z.utcoffset(None), z.dst(None), z.tzname(None))
print(ZoneInfo("Europe/Paris").utcoffset(None))
