# send() resumes the generator with a value for the yield expression
def echo():
    received = []
    while True:
        value = yield len(received)
        if value is None:
            break
        received.append(value)
        print("  got", value)
    return received

g = echo()
print(next(g))
print(g.send("a"))
print(g.send("b"))
print(g.send(42))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)
def doubler():
    x = yield
    while True:
        x = yield x * 2
d = doubler()
next(d)
print([d.send(i) for i in range(5)])
print(d.send("ab"))
