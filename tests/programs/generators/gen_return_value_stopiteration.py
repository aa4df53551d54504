# generator return values surface as StopIteration.value
def producer():
    yield "a"
    yield "b"
    return {"produced": 2}

def drive(gen):
    items = []
    while True:
        try:
            items.append(next(gen))
        except StopIteration as stop:
            return items, stop.value, stop.args

print(drive(producer()))
def no_return():
    yield 1
print(drive(no_return()))
def returns_none_explicit():
    yield 1
    return None
print(drive(returns_none_explicit()))
def returns_tuple():
    yield 0
    return 1, 2
print(drive(returns_tuple()))
print(list(producer()))
