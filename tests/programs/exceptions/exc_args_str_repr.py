# exception args, str() and repr()
excs = [ValueError(), ValueError("bad"), ValueError("bad", 42), KeyError("k"), KeyError(), KeyError("a", "b"),
        TypeError("msg with 'quotes'"), IndexError(0), RuntimeError(None), Exception("x", [1, 2]),
        ZeroDivisionError("division by zero"), AssertionError(), StopIteration(5), OSError("oops")]
for e in excs:
    print(repr(e), "|", str(e), "|", e.args)
try:
    {}["missing"]
except KeyError as e:
    print(repr(e), str(e), e.args)
try:
    raise ValueError("one", "two")
except ValueError as e:
    print(e, e.args[1], len(e.args))
e = Exception("reusable")
print(type(e).__name__, type(e) is Exception, isinstance(e, BaseException))
print(str(KeyError("")), repr(KeyError("")), str(KeyError(1)))
