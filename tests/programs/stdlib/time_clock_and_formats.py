import time
t0 = time.monotonic(); p0 = time.perf_counter()
time.sleep(0.25)
print(time.monotonic() - t0 >= 0.25, time.perf_counter() - p0 >= 0.25, isinstance(time.time(), float))
g = time.gmtime(0)
print(g.tm_year, g.tm_mon, g.tm_mday, g.tm_wday, g.tm_yday, tuple(g)[:6])
print(time.strftime("%Y-%m-%d %H:%M:%S %a %b %j", time.gmtime(1700000000)))
print(time.mktime(time.gmtime(86400)) - time.mktime(time.gmtime(0)))
print(time.asctime(time.gmtime(1234567890)), time.calendar_timegm(time.gmtime(5)) if hasattr(time, "calendar_timegm") else "-")
st = time.strptime("2024-02-29 13:45", "%Y-%m-%d %H:%M")
print(st.tm_year, st.tm_yday, st.tm_wday, st.tm_hour, time.strftime("%I%p", st))
print(type(time.time_ns()).__name__, time.monotonic_ns() > 0)
try:
    time.sleep(-1)
except ValueError as e:
    print(e)
