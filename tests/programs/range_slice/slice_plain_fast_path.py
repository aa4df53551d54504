# Slicing builtin sequences by int/None bounds (made without a slice object)
# and the cases that still go the general way.
s = "hello, world"
u = "héllo wörld ☃"
for seq in (s, u, "", "a", [1, 2, 3, 4, 5], (1, 2, 3), (), b"bytes!", bytearray(b"xyz"), range(10)):
    print(repr(seq[::-1]), repr(seq[1:]), repr(seq[:-1]), repr(seq[::2]), repr(seq[-2::-2]))
    print(repr(seq[5:1:-1]), repr(seq[100:]), repr(seq[-100:100]), repr(seq[3:3]), repr(seq[::-3]))
    print(repr(seq[-1:-100:-1]), repr(seq[2::-1]), repr(seq[:0:-1]))

print(s[True:], s[::-True], s[False:True])
print(s[2 ** 70:], s[-(2 ** 70):3], s[:: 2 ** 70])

class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
print(s[Idx(2):Idx(5)], s[::Idx(-1)])

class Seq:
    def __getitem__(self, k):
        return (type(k).__name__, k.start, k.stop, k.step)
q = Seq()
print(q[::-1], q[1:2], q[1:2:3], q[:])

class MyStr(str):
    pass
m = MyStr("abcdef")
print(m[::-1], type(m[::-1]).__name__)

t = (1, 2, 3)
print(t[:] is t, s[:] is s, s[0:len(s)] is s)

for bad in (lambda: s[::0], lambda: [1][::0], lambda: s["a":], lambda: 5[::-1], lambda: None[1:2]):
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)

i = 0
parts = []
for i in range(12):
    x = "item-" + str(i)
    parts.append(x[::-1] if i % 2 else x[1::-1])
print(",".join(parts))

def nested():
    return s[
        ::
        0
    ]
try:
    nested()
except ValueError as e:
    print("ValueError:", e)
