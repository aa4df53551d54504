# the value of a yield expression is None under plain next()
def recorder():
    history = []
    while len(history) < 4:
        got = yield len(history)
        history.append(got)
    yield history

r = recorder()
print(next(r))
print(next(r))
print(r.send("x"))
print(next(r))
print(r.send(7))
def yield_in_expressions():
    a = (yield 1) or "default"
    b = [(yield 2), (yield 3)]
    yield (a, b)
g = yield_in_expressions()
print(next(g), g.send(None), g.send("first"), g.send("second"))
