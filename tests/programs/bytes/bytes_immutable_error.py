# bytes do not support item assignment
data = b"abcdef"
ba = bytearray(data)
ba[0] = 65
print(bytes(ba), data)
print(data.replace(b"a", b"A"))
print(data[:1].upper() + data[1:])
fixed = bytes([data[0] - 32]) + data[1:]
print(fixed)
data[0] = 65
print(data)
