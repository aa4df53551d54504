# finally in nested generators during close and garbage-free explicit closing
def inner():
    try:
        yield "i1"
        yield "i2"
    finally:
        print("  inner finally")

def outer():
    try:
        yield "o1"
        yield from inner()
        yield "o2"
    finally:
        print("  outer finally")

g = outer()
print(next(g), next(g))
g.close()
print("---")
g2 = outer()
print(list(g2))
print("---")
g3 = outer()
print(next(g3))
g3.close()
