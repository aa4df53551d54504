import struct
def t(f, *a):
    try:
        print(repr(f), struct.pack(f, *a))
    except (struct.error, OverflowError) as e:
        print(repr(f), type(e).__name__, e)
for f in ["b", "B", "h", "H", "i", "I", "l", "L", "q", "Q", "n", "N"]:
    for v in [-1, 2**32]:
        t(f, v)
for f in ["<b", "<B", "<h", "<H", "<i", "<I", "<l", "<L", "<q", "<Q", ">h", ">H", ">i", ">I", ">q", ">Q", "!l", "=I", "=q"]:
    for v in [-1, 2**32, 2**64]:
        t(f, v)
