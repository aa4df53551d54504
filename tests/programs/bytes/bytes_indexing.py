# indexing bytes gives ints, slicing gives bytes
data = b"Hello, bytes!"
print(data[0], data[-1], type(data[0]).__name__)
print(data[:5], data[7:], data[::2], data[::-1], data[-6:-1])
print(list(data[:5]), [chr(b) for b in data[:5]])
print(sum(data), max(data), min(data))
for i, b in enumerate(b"abc"):
    print(i, b, hex(b), bin(b))
print(data[100:], data[3:3], data[slice(0, 5, 2)])
print(bytes(reversed(b"abc")), bytes(sorted(b"hello")))
print([b for b in b"\x00\x10\xff"], tuple(b"AB"))
try:
    data[50]
except IndexError as e:
    print("IndexError:", e)
