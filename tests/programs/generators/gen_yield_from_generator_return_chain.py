# chains of yield from with return values aggregated at each level
def leaf(n):
    for i in range(n):
        yield i
    return n

def branch(ns):
    total = 0
    for n in ns:
        total += yield from leaf(n)
    return total

def root():
    a = yield from branch([1, 2])
    b = yield from branch([3])
    return (a, b)

g = root()
items = []
while True:
    try:
        items.append(next(g))
    except StopIteration as e:
        print(items, e.value)
        break
def counts():
    r = yield from root()
    yield r
print(list(counts()))
