# throw() and close() are forwarded to the delegated subgenerator
def inner():
    try:
        yield "inner-1"
        yield "inner-2"
    except KeyError as e:
        print("  inner caught", repr(e))
        yield "inner-recovered"
    finally:
        print("  inner finally")

def outer():
    try:
        yield from inner()
        yield "outer-after"
    except ValueError:
        print("  outer caught ValueError")
        yield "outer-recovered"

g = outer()
print(next(g))
print(g.throw(KeyError("k")))
print(next(g))
print(next(g, "end"))
g = outer()
print(next(g))
print(g.throw(ValueError))
g.close()
g = outer()
next(g)
g.close()
print("closed")
