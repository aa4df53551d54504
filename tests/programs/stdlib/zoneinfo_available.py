# available_timezones(): membership only (the set depends on the database).
import zoneinfo

names = zoneinfo.available_timezones()
print(type(names).__name__, len(names) > 400)
for k in ("Europe/Paris", "America/New_York", "Australia/Sydney", "Asia/Kolkata",
          "UTC", "America/Argentina/Buenos_Aires", "Pacific/Auckland", "Africa/Nairobi"):
    print(k, k in names)
for k in ("Mars/Base", "europe/paris", "Europe", ""):
    print(repr(k), k in names)
print(all(zoneinfo.ZoneInfo(k).key == k for k in sorted(names) if k.startswith("Europe/")))
print(zoneinfo.available_timezones() == names, zoneinfo.available_timezones() is names)
print(sorted(k for k in names if k.startswith("Australia/"))[:5])
