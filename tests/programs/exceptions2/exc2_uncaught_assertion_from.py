# AssertionError raised from an underlying exception
def checked_sqrt(x):
    try:
        r = x ** 0.5
        assert isinstance(r, float), "complex result"
        return r
    except AssertionError as e:
        raise ValueError(f"sqrt of {x} undefined") from e

print(checked_sqrt(16), checked_sqrt(2.25))
try:
    checked_sqrt(-4)
except ValueError as e:
    print(e, "<-", repr(e.__cause__))
def invariant(items):
    try:
        assert items == sorted(items), f"not sorted: {items}"
    except AssertionError:
        raise AssertionError("invariant broken")
invariant([1, 2, 3])
invariant([3, 1])
