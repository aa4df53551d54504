# generator with send-based reset command
def running_total():
    total = 0
    while True:
        cmd = yield total
        if cmd == "reset":
            total = 0
        elif isinstance(cmd, (int, float)):
            total += cmd

rt = running_total()
next(rt)
for v in [5, 10, "reset", 3, 4.5, None, "ignored", 1]:
    print(repr(v), "->", rt.send(v))
rt.close()
try:
    rt.send(1)
except StopIteration:
    print("closed generator raises StopIteration on send")
