import time

for secs in [0, 1, 59.9, 86399, 951782400, 1700000000, 2 ** 31, -1, -86401, 253402300799]:
    t = time.gmtime(secs)
    print(secs, tuple(t), time.strftime('%a %A %b %B %d %e %j %U %W %w %u %V %G %y %Y %H %I %M %S %p', t))
t = time.gmtime(1234567890)
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, t.tm_isdst, t[0], t[-1], t[2:5])
print(time.asctime(t), time.strftime('%c|%x|%X|%D|%T|%R|%r|%F|%h|%C|%%|%n|%t|', t))
print(time.mktime(t), time.mktime(time.gmtime(0)), time.calendar if hasattr(time, 'calendar') else 'no calendar')
s = time.strptime('2024-07-04 12:30:45', '%Y-%m-%d %H:%M:%S')
print(s, s.tm_yday, s.tm_wday, time.strftime('%A %j', s), time.mktime(s))
print(time.strptime('Thu Jul  4 12:30:45 2024'), time.strptime('99', '%y').tm_year, time.strptime('00', '%y').tm_year)
print(time.timezone, time.altzone, time.daylight, time.tzname, time.struct_time(range(9)), time.struct_time(range(11)).tm_gmtoff)
t0, m0 = time.time(), time.monotonic()
for step in [0.1, 0.2, 0.3]:
    time.sleep(step)
print(round(time.time() - t0, 6) >= 0.6, round(time.monotonic() - m0, 6) >= 0.6, time.time_ns() > 0, time.perf_counter_ns() >= 0)
for bad in [lambda: time.gmtime('x'), lambda: time.strftime(5), lambda: time.strftime('%Y', (1, 2, 3)),
            lambda: time.sleep(float('nan')), lambda: time.strptime('2024', '%Y-%m'), lambda: time.struct_time(range(12)),
            lambda: time.strftime('%Y', (2024, 1, 1, 25, 0, 0, 0, 1, 0))]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
time.sleep(-0.5)
