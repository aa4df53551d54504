# editing binary data through lists of ints, then back to bytes
data = b"hello"
ints = list(data)
print(ints)
ints[0] = ord("j")
ints.append(33)
ints.extend(b" world")
print(bytes(ints))
ints[1:3] = b"EE"
print(bytes(ints), ints.pop(), bytes(ints))
ints.insert(0, 62)
del ints[1]
print(bytes(ints))
ints.reverse()
print(bytes(ints))
ints.remove(ord("l"))
print(bytes(ints), bytes(ints).count(b"l"), bytes(ints).find(b"E"))
try:
    bytes([300])
except ValueError as e:
    print("ValueError:", e)
print(bytes(3) + b"xy", (bytes(3) + b"xy") * 2)
