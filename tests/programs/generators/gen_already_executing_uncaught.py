# a generator cannot be resumed while it is running
def selfish():
    yield 1
    yield next(me)

me = selfish()
print(next(me))
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)
print(list(me))
def reentrant():
    yield gen2.send(None)
gen2 = reentrant()
next(gen2)
