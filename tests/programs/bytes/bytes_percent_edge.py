# printf-style formatting of bytes and bytearray
print(b"%s|%5s|%-5s|%.2s" % (b"abc", b"ab", b"cd", b"xyz"))
print(b"%b %s" % (bytearray(b"ba"), b"\xff\x00"))
print(b"%r %a %r" % ("t\xe9xt", b"raw", 3.5))
print(b"%d %i %u %5d %-5d| %05d %+d % d" % (1, -2, 3, 4, 5, 6, 7, 8))
print(b"%x %X %o %#x %#o %08.3x" % (255, 255, 8, 255, 8, 10))
print(b"%f %.3f %e %E %g %G %10.2f|" % (1.5, 2.0, 12345.678, 0.00012, 1e20, 1e-10, 3.14159))
print(b"%d %d %x" % (3.99, True, 2 ** 70))
print(b"%c%c%c%c" % (104, b"i", bytearray(b"!"), 0xff))
print(b"%5c|%-3c|" % (65, b"B"))
print(b"%*d|%-*d|%.*f" % (5, 1, 4, 2, 2, 3.14159))
print(b"%(name)s is %(age)d" % {b"name": b"Bob", b"age": 42})
print(b"100%% %s" % b"sure", b"%%" % (), b"no args" % ())
print(b"%s" % [1] if False else b"x" % [], b"x" % {}, b"%s" % (b"one",))
print(bytearray(b"%d-%d") % (1, 2), type(bytearray(b"%s") % b"x").__name__)
print(b"\xff%s\x80" % b"\xfe", b"%s" % b"")
cases = [
    (b"%s", "text"),
    (b"%s", 5),
    (b"%b", [1]),
    (b"%d", b"1"),
    (b"%d", "1"),
    (b"%i", None),
    (b"%x", 1.5),
    (b"%o", "7"),
    (b"%f", "1.0"),
    (b"%f", 2 ** 2000),
    (b"%c", 256),
    (b"%c", -1),
    (b"%c", b"ab"),
    (b"%c", "a"),
    (b"%c", 2.0),
    (b"%s %s", (b"a",)),
    (b"%s", (b"a", b"b")),
    (b"", 5),
    (b"%z", 1),
    (b"%", ()),
    (b"%(a", {}),
    (b"%(a)s", (1,)),
    (b"%(a)s", {b"b": 1}),
    (b"%(a)s %s", {b"a": b"1"}),
    (b"%*d", ("a", 1)),
    (b"%d", float("nan")),
    (b"%d", float("inf")),
    (b"%5%", (1,)),
    (b"%(a)s", bytearray(b"x")),
]
for fmt, args in cases:
    try:
        print(fmt % args)
    except (TypeError, ValueError, OverflowError, KeyError) as e:
        print(type(e).__name__ + ":", e)
