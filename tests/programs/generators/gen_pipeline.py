# generator pipelines processing log lines
LOG = """INFO start
WARN disk 91%
INFO request /a 200
ERROR request /b 500
INFO request /c 200
ERROR db timeout
WARN disk 95%"""

def lines(text):
    for line in text.splitlines():
        yield line

def parse(lines):
    for line in lines:
        level, _, msg = line.partition(" ")
        yield {"level": level, "msg": msg}

def only(levels, records):
    for r in records:
        if r["level"] in levels:
            yield r

def numbered(records):
    n = 0
    for r in records:
        n += 1
        yield n, r

for n, r in numbered(only({"ERROR", "WARN"}, parse(lines(LOG)))):
    print(n, r["level"], r["msg"])
counts = {}
for r in parse(lines(LOG)):
    counts[r["level"]] = counts.get(r["level"], 0) + 1
print(sorted(counts.items()))
print(sum(1 for r in parse(lines(LOG)) if "request" in r["msg"]))
