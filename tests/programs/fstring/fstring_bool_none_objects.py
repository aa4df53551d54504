# formatting bools, None and containers
flags = [True, False]
for f in flags:
    print(f"{f}", f"{f!r}", f"{f:d}", f"{f:>6}", f"{f:5}|", f"{f:.1f}", "%s %d %r" % (f, f, f))
print(f"{None}", f"{None!r}", f"{None!s:>6}|", "%s" % None, "{}".format(None))
items = [1, "two", 3.0]
print(f"{items}", f"{items!r}", f"{items!s}", "{}".format(items), "%s" % (items,))
print(f"{str(items):>25}|", f"{repr('x'):^7}|")
mapping = {"a": None, "b": [True]}
print(f"{mapping}", f"{mapping['b'][0]:+d}")
print(f"{'':>3}|{'':<3}|{None!r:^8}|")
