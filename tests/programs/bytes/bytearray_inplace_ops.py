# += and *= mutate a bytearray in place; + and * make new objects
a = bytearray(b"ab")
b = a
a += b"cd"
print(a is b, b)
a += bytearray(b"ef")
a += bytes(a)
print(a, b is a)
a *= 2
print(len(b), b is a)
a *= 1
print(a is b, len(a))
a *= 0
print(a, b, a is b)
a = bytearray(b"xy")
b = a
a *= -3
print(a, b, a is b)
c = bytearray(b"12")
d = c + b"34"
e = b"00" + c
print(d, e, type(d).__name__, type(e).__name__, d is c)
f = c * 3
print(f, f is c, c)
g = b"ab"
h = g
g += b"cd"
print(g, h, g is h)
g *= 2
print(g, h)
for op, rhs in [("+=", "str"), ("+=", 5), ("+=", [1]), ("*=", "x"), ("*=", 1.5), ("+", None)]:
    x = bytearray(b"q")
    try:
        if op == "+=":
            x += rhs
        elif op == "*=":
            x *= rhs
        else:
            x = x + rhs
        print("ok", x)
    except TypeError as err:
        print("TypeError:", err)
for left, right in [(b"a", "b"), (b"a", 1), ("a", b"b"), ("a", bytearray(b"b")), ([1], bytearray(b"b")), (b"a", [1])]:
    try:
        print(left + right)
    except TypeError as err:
        print("TypeError:", err)
try:
    bytearray(b"a") * (1 << 70)
except OverflowError as err:
    print("OverflowError:", err)
acc = bytearray()
for i in range(200):
    acc += bytes([i % 256])
print(len(acc), acc[:5], acc[-3:], sum(acc))
