# int(x, base): the base is checked before the value's type, as CPython does.
cases = [(1, 1), ("1", 1), (1, 99), ("z", 37), (1.5, 10), (1, 2**100), ("1", -2**100),
         (b"1", 1), (bytearray(b"7"), 8), (1, True), ("11", True + 1), ("0x1f", 0), ("z", 36),
         (b"ff", 16), ("1", "2"), (None, 10), ("1", None), ("  -12_3  ", 10), ("", 10)]
for x, b in cases:
    try:
        print(repr(x), repr(b), int(x, b))
    except (TypeError, ValueError) as e:
        print(repr(x), repr(b), type(e).__name__, e)
try:
    print(int(base=10))
except TypeError as e:
    print(e)
