# StopIteration carries a value; next() default; generator return value
def gen():
    yield 1
    return "finished"

g = gen()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("value:", e.value, "args:", e.args)
e = StopIteration()
print(e.value, e.args)
e = StopIteration(1, 2)
print(e.value, e.args)
it = iter([])
print(next(it, "default"))
try:
    next(it)
except StopIteration as e:
    print("empty StopIteration", repr(e), e.value)
class MyStop(StopIteration):
    pass
print(MyStop("x").value, issubclass(MyStop, Exception))
