# packing ints into bytes and bit fields by hand
def pack_rgb(r, g, b):
    return (r << 16) | (g << 8) | b

def unpack_rgb(c):
    return (c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF

colors = [(255, 0, 0), (0, 128, 255), (18, 52, 86), (255, 255, 255)]
for c in colors:
    packed = pack_rgb(*c)
    print(c, packed, f"#{packed:06x}", unpack_rgb(packed) == c)

def set_bit(x, i):
    return x | (1 << i)

def clear_bit(x, i):
    return x & ~(1 << i)

def toggle(x, i):
    return x ^ (1 << i)

x = 0
for i in (1, 4, 9):
    x = set_bit(x, i)
print(x, bin(x))
x = clear_bit(x, 4)
print(x, bin(x), toggle(x, 0), toggle(x, 1))
print([(x >> i) & 1 for i in range(12)])
mask = (1 << 32) - 1
print(mask, (-1) & mask, (2 ** 40 + 5) & mask)
def to_signed32(u):
    return u - (1 << 32) if u & (1 << 31) else u
print(to_signed32(0xFFFFFFFF), to_signed32(0x7FFFFFFF), to_signed32(0x80000000))
