# Comparisons of dates, datetimes and timedeltas: sorting tuples that hold
# them, dict keys, mixed kinds, and subclasses that override comparisons.
import datetime as dt

base = dt.datetime(2024, 3, 1, 9, 30)
events = [(base + dt.timedelta(hours=(i * 7) % 23, minutes=i), f"e{i}") for i in range(12)]
print([n for _, n in sorted(events)])
print(min(events)[1], max(events)[1])
days = [dt.date(2024, 1, 1) + dt.timedelta(days=(i * 5) % 11) for i in range(8)]
print(sorted(days)[:3], days[0] < days[1], days[0] == dt.date(2024, 1, 1))
deltas = sorted([dt.timedelta(seconds=s) for s in (5, -3, 3600, 0, 86400)])
print(deltas)
seen = {}
for d in days:
    seen[d] = seen.get(d, 0) + 1
print(sorted(seen.items()))
print(base == base.replace(), base != base + dt.timedelta(microseconds=1))
utc = dt.timezone.utc
plus2 = dt.timezone(dt.timedelta(hours=2))
a = dt.datetime(2024, 1, 1, 12, tzinfo=utc)
b = dt.datetime(2024, 1, 1, 14, tzinfo=plus2)
print(a == b, a < b, a <= b)
print(base == a)
try:
    base < a
except TypeError as e:
    print("TypeError:", e)
try:
    dt.date(2024, 1, 1) < base
except TypeError as e:
    print("TypeError:", e)
print(dt.date(2024, 1, 1) == base)


class Late(dt.datetime):
    def __lt__(self, other):
        return "custom lt"


x = Late(2024, 1, 1)
print(x < base, base > x, base < x)


class Rev(dt.date):
    def __eq__(self, other):
        return "custom eq"

    __hash__ = dt.date.__hash__


print(Rev(2024, 1, 1) == dt.date(2024, 1, 1), dt.date(2024, 1, 1) == Rev(2024, 1, 1))
print(sorted([Late(2024, 1, 2), Late(2024, 1, 1)], key=lambda d: d.day))
