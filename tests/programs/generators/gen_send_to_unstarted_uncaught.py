# sending a non-None value to a just-started generator is a TypeError
def acc():
    total = 0
    while True:
        total += yield total

a = acc()
print(a.send(None))
print(a.send(5), a.send(10))
b = acc()
try:
    b.send(1)
except TypeError as e:
    print("TypeError:", e)
print(next(b), b.send(3))
c = acc()
c.send("boom")
