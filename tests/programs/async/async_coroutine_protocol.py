# driving coroutines by hand: send, throw, close, __await__
import asyncio

async def add(a, b):
    return a + b

class Ready:
    def __init__(self, v):
        self.v = v
    def __await__(self):
        yield "suspend-marker"
        return self.v

async def uses_ready():
    x = await Ready(10)
    y = await add(x, 5)
    return y

def drive(coro):
    yielded = []
    try:
        while True:
            yielded.append(coro.send(None))
    except StopIteration as e:
        return yielded, e.value

print(drive(add(2, 3)))
print(drive(uses_ready()))
c = add(1, 1)
print(type(c).__name__, type(c.__await__()).__name__)
try:
    c.send("x")
except TypeError as e:
    print("TypeError:", e)
print(drive(c))
try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
c2 = uses_ready()
print(c2.send(None))
try:
    c2.throw(ValueError("injected"))
except ValueError as e:
    print("ValueError:", e)
c3 = uses_ready()
c3.send(None)
c3.close()
print("closed suspended coroutine")
w = add(4, 4).__await__()
try:
    next(w)
except StopIteration as e:
    print("wrapper StopIteration", e.value)

class Hop:
    def __init__(self, v):
        self.v = v
    def __await__(self):
        yield
        return self.v

async def main():
    print(await Hop("awaited directly"))
    print(await asyncio.gather(Hop(1), add(2, 2)))
    try:
        await Ready("bad")
    except RuntimeError as e:
        print("RuntimeError:", e)
    try:
        await Ready
    except TypeError as e:
        print("TypeError:", e)

asyncio.run(main())
