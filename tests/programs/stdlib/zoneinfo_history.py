# Zones whose rules changed over the years.
from datetime import datetime
from zoneinfo import ZoneInfo

cases = [
    ("Europe/Moscow", [(2010, 7, 1), (2012, 1, 1), (2013, 7, 1), (2015, 1, 1)]),
    ("Europe/Paris", [(1900, 1, 1), (1920, 1, 1), (1942, 7, 1), (1960, 1, 1), (1977, 7, 1)]),
    ("America/Caracas", [(2006, 1, 1), (2008, 1, 1), (2016, 6, 1), (2020, 1, 1)]),
    ("Asia/Kolkata", [(1890, 1, 1), (1943, 1, 1), (1950, 1, 1)]),
    ("Pacific/Apia", [(2011, 12, 29), (2011, 12, 31), (2012, 6, 1)]),
    ("America/New_York", [(1900, 1, 1), (1945, 7, 1), (1974, 1, 15), (2006, 4, 10), (2007, 3, 20)]),
    ("Europe/London", [(1941, 6, 1), (1968, 12, 1), (1970, 1, 1), (1990, 7, 1)]),
    ("Asia/Shanghai", [(1990, 7, 1), (1995, 7, 1)]),
]
for key, dates in cases:
    z = ZoneInfo(key)
    for y, m, d in dates:
        dt = datetime(y, m, d, 12, tzinfo=z)
        print(key, dt, dt.tzname(), dt.dst())
