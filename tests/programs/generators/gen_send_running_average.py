# coroutine-style running average
def averager():
    total = 0.0
    count = 0
    average = None
    while True:
        term = yield average
        if term is None:
            return (count, average)
        total += term
        count += 1
        average = total / count

avg = averager()
print(next(avg))
for x in [10, 20, 30, 5]:
    print(x, "->", avg.send(x))
try:
    avg.send(None)
except StopIteration as e:
    print("final", e.value)
def grouper(results, key):
    while True:
        results[key] = yield from averager()
results = {}
for key, vals in [("a", [1, 2, 3]), ("b", [10, 11])]:
    grp = grouper(results, key)
    next(grp)
    for v in vals:
        grp.send(v)
    grp.send(None)
print(results)
