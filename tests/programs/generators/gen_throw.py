# throw() raises inside the generator at the paused yield
def worker():
    try:
        while True:
            try:
                yield "ready"
            except ValueError as e:
                print("  handled ValueError:", e)
                yield "recovered"
    finally:
        print("  worker finally")

w = worker()
print(next(w))
print(w.throw(ValueError("bad input")))
print(next(w))
print(w.throw(ValueError, "class plus message"))
print(next(w))
try:
    w.throw(KeyError("not handled"))
except KeyError as e:
    print("propagated:", repr(e))
print(next(w, "exhausted"))
def unstarted():
    yield 1
u = unstarted()
try:
    u.throw(RuntimeError("before start"))
except RuntimeError as e:
    print("unstarted generator raised:", e)
print(list(u))
