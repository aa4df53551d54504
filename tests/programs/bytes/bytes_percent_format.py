# %-formatting on bytes
print(b"%s" % b"bytes", b"%r" % b"x", b"%b" % b"b-format")
print(b"%d + %d = %d" % (2, 3, 5), b"%-5d|" % 42, b"%05d" % 42, b"%+d" % 7)
print(b"%x %X %o" % (255, 255, 8), b"%.2f" % 2.71828, b"%e" % 1234.5)
print(b"%c%c" % (72, b"i"), b"100%%", b"%(a)s-%(b)s" % {b"a": b"1", b"b": b"2"})
print(b"%s" % "text".encode(), b"%a" % "é")
try:
    b"%s" % "text"
except TypeError as e:
    print("TypeError:", e)
try:
    b"%d" % b"1"
except TypeError as e:
    print("TypeError:", e)
