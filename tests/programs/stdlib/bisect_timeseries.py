import bisect
times = [0, 5, 10, 15, 30, 60, 90]
values = [1.0, 1.5, 1.2, 2.0, 2.5, 2.4, 3.0]
def value_at(t):
    i = bisect.bisect_right(times, t) - 1
    if i < 0:
        raise LookupError(f"no data before t={t}")
    return values[i]
print([value_at(t) for t in (0, 4, 5, 29, 30, 1000)])
try:
    value_at(-1)
except LookupError as e:
    print("LookupError:", e)
def interp(t):
    i = bisect.bisect_left(times, t)
    if i < len(times) and times[i] == t:
        return values[i]
    if i == 0 or i == len(times):
        return None
    t0, t1 = times[i - 1], times[i]
    v0, v1 = values[i - 1], values[i]
    return v0 + (v1 - v0) * (t - t0) / (t1 - t0)
print([interp(t) for t in (-5, 0, 2.5, 12, 45, 90, 95)])
def window(lo, hi):
    return times[bisect.bisect_left(times, lo):bisect.bisect_right(times, hi)]
print(window(5, 30), window(31, 59), window(-10, 1000))
events = []
for t, name in [(30, "c"), (10, "a"), (20, "b"), (10, "a2"), (5, "z")]:
    bisect.insort(events, (t, name))
print(events)
print(bisect.bisect(events, (10, "zzz")), bisect.bisect_left(events, (10,)), bisect.bisect_right(events, (10,)))
recs = [{"t": 1}, {"t": 4}, {"t": 9}]
print(bisect.bisect_left(recs, 4, key=lambda r: r["t"]), bisect.bisect_right(recs, 4, key=lambda r: r["t"]))
bisect.insort_left(recs, {"t": 4, "new": True}, key=lambda r: r["t"])
print(recs)
desc = [9, 7, 5, 3]
print(bisect.bisect_left(desc, -6, key=lambda x: -x))
