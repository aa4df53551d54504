# from None followed by a further implicit chain
def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise ValueError(f"unknown key {k}") from None

try:
    lookup({}, "a")
except ValueError as e:
    print(e, e.__context__ is not None, e.__suppress_context__)
try:
    lookup({"b": 1}, "c")
except ValueError as e:
    raise RuntimeError("lookup failed twice")
