# Wall times in a gap or repeated by a fold (PEP 495).
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

def show(dt):
    print(dt, "fold=%d" % dt.fold, dt.utcoffset(), dt.dst(), dt.tzname(),
          dt.astimezone(timezone.utc))

for key, gap, fold in [
    ("America/New_York", datetime(2023, 3, 12, 2, 30), datetime(2023, 11, 5, 1, 30)),
    ("Europe/Paris", datetime(2023, 3, 26, 2, 30), datetime(2023, 10, 29, 2, 30)),
    ("Australia/Sydney", datetime(2023, 10, 1, 2, 30), datetime(2023, 4, 2, 2, 30)),
    ("Australia/Lord_Howe", datetime(2023, 10, 1, 2, 15), datetime(2023, 4, 2, 1, 45)),
]:
    z = ZoneInfo(key)
    print(key)
    for base in (gap, fold):
        for f in (0, 1):
            show(base.replace(tzinfo=z, fold=f))
    # The fold through fromutc: the same wall time twice, told apart by fold.
    start = fold.replace(tzinfo=z).astimezone(timezone.utc) - timedelta(hours=2)
    for i in range(9):
        u = start + timedelta(minutes=30 * i)
        local = u.astimezone(z)
        print("  ", u.time(), "->", local, local.fold, local.tzname())

# Comparisons of times in a fold between zones (inter-zone compares use UTC).
z = ZoneInfo("America/New_York")
a = datetime(2023, 11, 5, 1, 30, tzinfo=z)
b = a.replace(fold=1)
print(a == b, a.utcoffset() == b.utcoffset())
print(b.astimezone(timezone.utc) - a.astimezone(timezone.utc))
