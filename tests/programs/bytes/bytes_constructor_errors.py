# bytes() and bytearray() argument handling
for maker in (bytes, bytearray):
    name = maker.__name__
    tests = [
        lambda: maker("abc"),
        lambda: maker("abc", "ascii"),
        lambda: maker("abc", errors="strict"),
        lambda: maker(3.5),
        lambda: maker(-1),
        lambda: maker([256]),
        lambda: maker([-1]),
        lambda: maker(["a"]),
        lambda: maker([2 ** 70]),
        lambda: maker(2 ** 70),
        lambda: maker(b"x", "ascii"),
        lambda: maker(5, "ascii"),
        lambda: maker(5, errors="x"),
        lambda: maker(encoding="ascii"),
        lambda: maker(errors="strict"),
        lambda: maker(None),
        lambda: maker(x=1),
        lambda: maker(1, 2, 3, 4),
        lambda: maker("a", 1),
        lambda: maker("é", "ascii"),
        lambda: maker("abc", "no-such"),
        lambda: maker(source=b"kw"),
        lambda: maker([True, False]),
        lambda: maker(range(3)),
        lambda: maker(3),
        lambda: maker(),
        lambda: maker({1: 0, 2: 0}),
        lambda: maker(x for x in [5, 6]),
    ]
    for t in tests:
        try:
            print(name, repr(t()))
        except (TypeError, ValueError, OverflowError, LookupError) as e:
            print(name, type(e).__name__ + ":", e)
