# Conversions between zones and back.
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

keys = ["Europe/Berlin", "America/Los_Angeles", "Asia/Kathmandu",
        "Australia/Adelaide", "America/Santiago", "Pacific/Chatham"]
zones = [ZoneInfo(k) for k in keys]
u = datetime(2022, 1, 1, tzinfo=timezone.utc)
for step in range(0, 400, 37):
    t = u + timedelta(days=step, hours=step % 24)
    row = []
    for z in zones:
        local = t.astimezone(z)
        back = local.astimezone(timezone.utc)
        assert back == t, (t, z)
        row.append(local.strftime("%m-%d %H:%M %Z"))
    print(t.strftime("%Y-%m-%d %H:%M"), " | ".join(row))

# Zone to zone directly.
ny = ZoneInfo("America/New_York")
tokyo = ZoneInfo("Asia/Tokyo")
dt = datetime(2024, 7, 4, 9, 0, tzinfo=ny)
print(dt.astimezone(tokyo), dt.astimezone(tokyo).astimezone(ny) == dt)
print(dt.astimezone(ny) is dt)
# Arithmetic is wall-clock arithmetic within one zone.
before = datetime(2024, 3, 9, 12, tzinfo=ny)
after = before + timedelta(days=1)
print(after, after - before, after.astimezone(timezone.utc) - before.astimezone(timezone.utc))
# timestamps
for ts in (0, 1e9, 1700000000, -1e9):
    d = datetime.fromtimestamp(ts, tz=ZoneInfo("Europe/Paris"))
    print(ts, d, d.timestamp() == ts)
print(datetime(2024, 6, 1, tzinfo=ZoneInfo("Asia/Kolkata")).timestamp())
