from datetime import datetime, date, time, timedelta
start = datetime(2024, 3, 29, 9, 0)
slots = [start + timedelta(minutes=45 * i) for i in range(6)]
print([s.strftime("%H:%M") for s in slots])
def next_weekday(d, weekday):
    days = (weekday - d.weekday()) % 7
    return d + timedelta(days=days or 7)
d = date(2024, 3, 29)
print(d.strftime("%A"), next_weekday(d, 0), next_weekday(d, 4), next_weekday(d, 5))
meetings = [(datetime(2024, 3, 29, 9, 30), 30), (datetime(2024, 3, 29, 10, 0), 60), (datetime(2024, 3, 29, 10, 45), 15), (datetime(2024, 3, 29, 13, 0), 45)]
for (a, la), (b, lb) in zip(meetings, meetings[1:]):
    end_a = a + timedelta(minutes=la)
    print(a.time(), "->", end_a.time(), "overlaps next" if end_a > b else f"gap {b - end_a}")
busy = sum((timedelta(minutes=m) for _, m in meetings), timedelta())
print(busy, busy.total_seconds() / 3600)
def age(born, today):
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))
print(age(date(1990, 7, 15), date(2024, 7, 14)), age(date(1990, 7, 15), date(2024, 7, 15)), age(date(2000, 2, 29), date(2023, 2, 28)))
deadline = datetime(2024, 4, 1, 17, 0)
now = datetime(2024, 3, 29, 15, 30, 12)
left = deadline - now
print(left, left.days, left.seconds // 3600, (left.seconds % 3600) // 60, left > timedelta(days=3))
print(datetime.combine(date(2024, 1, 1), time(8, 30)), datetime(2024, 1, 1, 8, 30).replace(hour=20, minute=0), date(2024, 1, 31).replace(month=2, day=29))
q = lambda d: (d.month - 1) // 3 + 1
print([q(date(2024, m, 1)) for m in range(1, 13)], date(2024, 12, 31).timetuple().tm_yday, date(2023, 12, 31).isocalendar().week)
