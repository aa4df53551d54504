# An agent-shaped calendar workload: 20,000 events built with datetime and
# timedelta arithmetic, bucketed per day and ISO week, sorted per room and
# swept for overlaps, then formatted with strftime and isoformat.
import random
from collections import Counter, defaultdict
from datetime import date, datetime, timedelta, timezone

rng = random.Random(20240601)
start = datetime(2024, 1, 1, 8, 0)
rooms = ["room-%d" % i for i in range(12)]
events = []
for i in range(20000):
    day = timedelta(days=rng.randrange(180))
    begin = start + day + timedelta(minutes=15 * rng.randrange(40))
    length = timedelta(minutes=rng.choice((15, 30, 45, 60, 90, 120)))
    events.append((rooms[rng.randrange(len(rooms))], begin, begin + length, "ev%d" % i))

per_day = Counter(e[1].date() for e in events)
per_week = defaultdict(list)
for room, begin, end, name in events:
    iso = begin.isocalendar()
    per_week[(iso[0], iso[1])].append(end - begin)

by_room = defaultdict(list)
for ev in events:
    by_room[ev[0]].append(ev)

overlaps = 0
longest = timedelta(0)
for room in sorted(by_room):
    evs = sorted(by_room[room], key=lambda e: (e[1], e[2], e[3]))
    last_end = datetime.min
    for _, begin, end, _ in evs:
        if begin < last_end:
            overlaps += 1
            longest = max(longest, last_end - begin)
        last_end = max(last_end, end)

weekday_hours = defaultdict(float)
for _, begin, end, _ in events:
    weekday_hours[begin.strftime("%A")] += (end - begin).total_seconds() / 3600

busiest = per_day.most_common(3)
week_total = {k: sum(v, timedelta(0)) for k, v in per_week.items()}
top_week = max(week_total.items(), key=lambda kv: (kv[1], kv[0]))
tz = timezone(timedelta(hours=2))
stamps = [e[1].replace(tzinfo=tz).isoformat() for e in events[:2000]]
labels = [e[1].strftime("%Y-%m-%d %H:%M (%a, week %W)") for e in events[:2000]]
first = min(e[1] for e in events)
last = max(e[2] for e in events)

print("events", len(events), "days", len(per_day), "weeks", len(per_week))
print("busiest", [(d.isoformat(), n) for d, n in busiest])
print("top week", top_week[0], str(top_week[1]))
print("overlaps", overlaps, "longest", longest)
print("span", first, "->", last, (last - first).days, "days")
print("hours", sorted((k, round(v, 2)) for k, v in weekday_hours.items()))
print("stamps", stamps[0], stamps[-1], len(set(stamps)))
print("labels", labels[0], labels[-1])
print("date math", date(2024, 2, 28) + timedelta(days=2), (date(2024, 12, 31) - date(2024, 1, 1)).days)
