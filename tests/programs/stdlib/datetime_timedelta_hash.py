from datetime import timedelta, timezone
print(hash(timedelta(1)), hash(timedelta(0, 5, 7)), hash(timedelta(-1, 86399)), hash(timedelta(0)), hash(timezone.utc), hash(timezone(timedelta(hours=-5))))
