# Collections that happen while list(), tuple(), sum() and str.join() drain a
# generator must keep what the consumer has gathered so far, the
# generator's own locals, and the exception being handled around the call.
import gc


class Box:
    def __init__(self, i):
        self.i = i
        self.payload = [i] * 3


def boxes(n):
    for i in range(n):
        if i % 97 == 0:
            gc.collect()
        yield Box(i)


xs = list(boxes(2000))
print(len(xs), all(b.i == k and b.payload == [k] * 3 for k, b in enumerate(xs)))

t = tuple({"k": i, "v": str(i)} for i in range(1500) if i % 50 or gc.collect() is None)
print(len(t), t[-1], all(d["v"] == str(d["k"]) for d in t))

print(sum(len(str(i) * 3) for i in range(20000) if i % 1000 or gc.collect() is None))
print(sum((Box(i).payload[0] for i in range(3000) if i % 300 or gc.collect() is None), 0.5))
print("-".join(str(i)[::-1] for i in range(3000) if i % 500 or gc.collect() is None)[-40:])


def gen_with_state(n):
    keep = {"seen": []}
    for i in range(n):
        keep["seen"].append(str(i))
        if i % 200 == 0:
            gc.collect()
        yield len(keep["seen"])
    yield "/".join(keep["seen"][-3:])


print(list(gen_with_state(1000))[-3:])

try:
    raise ValueError("outer")
except ValueError as e:
    total = sum(len(str(gc.collect() or i)) for i in range(500))
    print(total, repr(e), repr(__import__("sys").exc_info()[1]))


def nested(n):
    yield from (tuple(str(j) for j in range(i % 5)) for i in range(n) if i % 250 or gc.collect() is None)


print(list(nested(1200))[-4:])
print(list(map(len, (str(i) for i in range(1000) if i % 100 or gc.collect() is None)))[-3:])
