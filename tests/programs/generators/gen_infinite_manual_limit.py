# infinite generators consumed with manual limits
def naturals(start=0):
    n = start
    while True:
        yield n
        n += 1

def take(n, it):
    out = []
    for x in it:
        if len(out) >= n:
            break
        out.append(x)
    return out

print(take(5, naturals()))
print(take(4, naturals(10)))
print(take(6, (n * n for n in naturals(1))))
evens = (n for n in naturals() if n % 2 == 0)
print(take(3, evens), take(3, evens))
def cycle(seq):
    while True:
        yield from seq
c = cycle("abc")
print("".join(next(c) for _ in range(8)))
for i, v in zip(range(3), naturals(100)):
    print(i, v)
def collatz(n):
    while True:
        yield n
        if n == 1:
            return
        n = n // 2 if n % 2 == 0 else 3 * n + 1
print(list(collatz(27))[:10], len(list(collatz(27))))
