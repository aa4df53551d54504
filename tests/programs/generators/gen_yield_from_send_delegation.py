# send() and return values pass through yield from
def inner():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x

def outer():
    results = []
    for label in ("first", "second"):
        r = yield from inner()
        print(f"  {label} inner returned {r}")
        results.append(r)
    return results

o = outer()
print(next(o))
print(o.send(1), o.send(2), o.send(3))
print(o.send(None))
print(o.send(10))
try:
    o.send(None)
except StopIteration as e:
    print("outer returned", e.value)
