# break and continue inside with blocks in loops
class Ctx:
    count = 0
    def __init__(self, i):
        self.i = i
    def __enter__(self):
        Ctx.count += 1
        return self.i
    def __exit__(self, *exc):
        print(f"  exit {self.i}")

for i in range(6):
    with Ctx(i) as v:
        if v == 1:
            continue
        if v == 4:
            break
        print("body", v)
print("entered", Ctx.count)
n = 0
while True:
    with Ctx(f"w{n}"):
        n += 1
        if n < 3:
            continue
        break
print("n =", n)
