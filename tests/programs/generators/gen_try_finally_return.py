# return inside try/finally in generators and try/except around yield
def gen(fail):
    try:
        yield "start"
        if fail:
            raise ValueError("fail requested")
        yield "middle"
        return "clean return"
    except ValueError as e:
        yield f"handled {e}"
        return "error return"
    finally:
        print("  finally, fail =", fail)

for fail in (False, True):
    g = gen(fail)
    out = []
    while True:
        try:
            out.append(next(g))
        except StopIteration as e:
            out.append(("returned", e.value))
            break
    print(out)
def early():
    for i in range(10):
        if i == 3:
            return
        yield i
print(list(early()))
