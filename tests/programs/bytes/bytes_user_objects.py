# bytes and bytearray with user-defined classes: __bytes__, %-formatting, subclasses
class Packet:
    def __init__(self, kind, body):
        self.kind = kind
        self.body = body

    def __bytes__(self):
        return bytes([self.kind]) + self.body

    def __repr__(self):
        return f"Packet({self.kind}, {self.body!r})"


class Bad:
    def __bytes__(self):
        return "not bytes"


class Tagged(bytes):
    pass


p = Packet(3, b"xyz")
print(bytes(p), b"<%s>" % p, b"%b|%r" % (p, p), "%s / %r" % (p, p))
s = "%s!"
s %= p
b = b"[%b]"
b %= p
print(s, b)
t = Tagged(b"tag")
print(t, len(t), t[0], t.upper(), b"-".join([t, b"x"]), b"+" + t, t == b"tag", bytes(t))
print(isinstance(t, bytes), bytearray(t), b"a" in t, t.split(b"a"), b"%s" % t)
for thunk in [lambda: bytes(Bad()), lambda: b"%s" % Bad(), lambda: bytearray(p), lambda: b"x" + p,
              lambda: bytearray(b"x") + p, lambda: "x" + p, lambda: b"%d" % p]:
    try:
        print(thunk())
    except TypeError as e:
        print("TypeError:", e)
buf = bytearray()
buf += bytes(p)
buf.extend(bytes(Packet(4, b"!")))
print(buf, buf.hex(":"))
