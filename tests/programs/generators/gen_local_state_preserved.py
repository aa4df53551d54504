# locals survive between yields; multiple independent generators
def stateful(tag):
    count = 0
    seen = []
    while True:
        item = yield f"{tag}:{count}:{seen}"
        count += 1
        seen.append(item)

a = stateful("A")
b = stateful("B")
print(next(a), next(b))
print(a.send("x"), a.send("y"), b.send("z"))
print(a.send(None), b.send(1))
def closure_gen():
    factor = 2
    def scale(x):
        return x * factor
    for i in range(3):
        yield scale(i)
        factor += 1
print(list(closure_gen()))
gens = [(i * j for j in range(3)) for i in range(3)]
print([list(g) for g in gens])
