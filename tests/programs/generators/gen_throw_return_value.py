# throw into a generator that returns, giving StopIteration with a value
def gen():
    try:
        yield 1
        yield 2
    except Exception as e:
        return f"stopped by {type(e).__name__}"

g = gen()
print(next(g))
try:
    g.throw(IndexError)
except StopIteration as e:
    print("StopIteration value:", e.value)
def resilient():
    n = 0
    while n < 3:
        try:
            yield n
        except ZeroDivisionError:
            print("  ignoring", n)
        n += 1
r = resilient()
print(next(r), r.throw(ZeroDivisionError), r.throw(ZeroDivisionError))
print(list(r))
