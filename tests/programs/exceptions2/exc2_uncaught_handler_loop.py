# errors collected in a loop, then the last one escapes with context
tasks = ["1", "2", "x", "4", "y"]
done, failed = [], []
for t in tasks:
    try:
        done.append(int(t) * 10)
    except ValueError as e:
        failed.append(str(e))
print(done)
print(failed)
def strict_all(items):
    for it in items:
        try:
            yield int(it)
        except ValueError:
            raise SystemError(f"aborting at {it!r}")
print(list(strict_all(["5", "6"])))
total = 0
for v in strict_all(tasks):
    total += v
    print("running total", total)
