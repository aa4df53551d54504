import bisect
cases = [
    ("bisect_right()", lambda: bisect.bisect_right()),
    ("bisect_left([1])", lambda: bisect.bisect_left([1])),
    ("bisect([1], 2, -1)", lambda: bisect.bisect([1], 2, -1)),
    ("bisect([1], 2, 0, 5)", lambda: bisect.bisect([1], 2, 0, 5)),
    ("bisect({1, 2}, 1)", lambda: bisect.bisect({1, 2}, 1)),
    ("bisect([1, 2], 1, lo=None)", lambda: bisect.bisect([1, 2], 1, lo=None)),
    ("bisect([1, 2], 1, key=5)", lambda: bisect.bisect([1, 2], 1, key=5)),
    ("bisect([1, 2], 'a')", lambda: bisect.bisect([1, 2], "a")),
    ("bisect([1], 1, 0, 1, 2)", lambda: bisect.bisect([1], 1, 0, 1, 2)),
    ("bisect([1], 1, foo=1)", lambda: bisect.bisect([1], 1, foo=1)),
    ("insort(5, 1)", lambda: bisect.insort(5, 1)),
    ("insort((1, 3), 2)", lambda: bisect.insort((1, 3), 2)),
    ("bisect(None, 1)", lambda: bisect.bisect(None, 1)),
]
for name, f in cases:
    try:
        print(name, "->", repr(f()))
    except Exception as e:
        print(name, "!!", type(e).__name__, e)
print(bisect.bisect is bisect.bisect_right, bisect.insort is bisect.insort_right)
bisect.insort_left([3, 1], "x")
