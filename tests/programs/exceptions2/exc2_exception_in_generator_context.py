# exception context across generator frames
def gen():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("generator closing")
        raise

def failing_gen():
    try:
        yield "ok"
        raise ValueError("inside generator")
    except ValueError as e:
        raise RuntimeError("wrapped in generator") from e

g = gen()
print(next(g))
g.close()
fg = failing_gen()
print(next(fg))
try:
    next(fg)
except RuntimeError as e:
    print(e, "<-", e.__cause__)
print(next(fg, "exhausted"))
