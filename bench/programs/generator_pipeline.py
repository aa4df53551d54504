# A lazy pipeline of generators: read, parse, filter, window, aggregate.
def numbers(n):
    for i in range(n):
        yield (i * 7919) % 10007


def parsed(src):
    for x in src:
        yield {"value": x, "even": x % 2 == 0}


def evens(src):
    for rec in src:
        if rec["even"]:
            yield rec["value"]


def windows(src, size):
    buf = []
    for x in src:
        buf.append(x)
        if len(buf) == size:
            yield tuple(buf)
            buf = buf[1:]


def averages(src):
    for w in src:
        yield sum(w) / len(w)


total = 0.0
count = 0
for avg in averages(windows(evens(parsed(numbers(300000))), 5)):
    total += avg
    count += 1
print(count, round(total, 3), sum(x for x in numbers(100000) if x % 3 == 0))
