# zero-padded time and date strings without any modules
def hms(seconds):
    h, rem = divmod(seconds, 3600)
    m, s = divmod(rem, 60)
    return f"{h:02d}:{m:02d}:{s:02d}"

for secs in [0, 59, 61, 3599, 3600, 86399, 90061]:
    print(secs, hms(secs))
y, mo, d = 2024, 3, 7
print(f"{y:04d}-{mo:02d}-{d:02d}", "%04d/%02d/%02d" % (y, mo, d), "{:02}.{:02}.{}".format(d, mo, y))
durations = [0.5, 12.25, 125.0, 3725.75]
for dur in durations:
    m, s = divmod(dur, 60)
    print(f"{int(m):>3}m {s:05.2f}s", f"{dur / 60:.3f} min")
print(f"{7:>02}", f"{7:<02}", f"{-7:03}")
