# different ways to construct bytes
print(bytes(), bytes(0), bytes(4), bytes([1, 2, 3]), bytes((255, 0)), bytes(range(5)))
print(bytes(b"copy"), bytes("text", "ascii"), bytes("é", encoding="utf-8"))
print(bytes(x * 2 for x in range(5)), bytes(b"ba"[::-1]))
print(b"%d items" % 5)
print(b"%s and %s" % (b"this", b"that"), b"%05.1f" % 3.14159, b"%x" % 255, b"%c" % 65)
for bad in [[256], [-1], ["a"], 3.5]:
    try:
        print(bytes(bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    bytes("abc")
except TypeError as e:
    print("TypeError:", e)
