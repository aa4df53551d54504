# key, str, repr, caching, pickling hooks.
import zoneinfo
from zoneinfo import ZoneInfo
from datetime import tzinfo

z = ZoneInfo("Europe/Paris")
print(z.key, str(z), repr(z))
print(isinstance(z, tzinfo), type(z).__name__, type(z).__module__)
print(ZoneInfo("Europe/Paris") is z)
n = ZoneInfo.no_cache("Europe/Paris")
print(n is z, n.key, n == z, ZoneInfo("Europe/Paris") is z)
ZoneInfo.clear_cache()
z2 = ZoneInfo("Europe/Paris")
print(z2 is z, z2.key)
ZoneInfo.clear_cache(only_keys=["Asia/Tokyo"])
print(ZoneInfo("Europe/Paris") is z2)
ZoneInfo.clear_cache(only_keys=["Europe/Paris"])
print(ZoneInfo("Europe/Paris") is z2)
try:
    z.key = "x"
except AttributeError:
    print("key is read-only")

class MyZone(ZoneInfo):
    pass

m = MyZone("UTC")
print(repr(m), m is MyZone("UTC"), m is ZoneInfo("UTC"), isinstance(m, ZoneInfo))
f, args = z.__reduce__()
print(args, f(*args) is ZoneInfo("Europe/Paris"))
print(sorted(zoneinfo.__all__))
print(issubclass(zoneinfo.ZoneInfoNotFoundError, KeyError))
print(zoneinfo.ZoneInfoNotFoundError.__module__)
for k in ("America/Argentina/Buenos_Aires", "US/Eastern", "Etc/UTC", "GMT"):
    print(repr(ZoneInfo(k)), ZoneInfo(k).tzname(None))
