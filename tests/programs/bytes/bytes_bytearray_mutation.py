# bytearray is the mutable sibling of bytes
ba = bytearray(b"hello")
print(ba, len(ba), ba[0])
ba[0] = ord("j")
print(ba)
ba.append(33)
ba.extend(b" world")
print(ba)
ba[1:3] = b"EE"
print(ba, ba.pop(), ba)
ba.insert(0, 62)
del ba[1]
print(ba, bytes(ba))
ba.reverse()
print(ba)
ba.remove(ord("l"))
print(ba, ba.count(b"l"), ba.find(b"E"))
ba2 = bytearray(3)
ba2 += b"xy"
print(ba2, ba2 * 2, ba2 == b"\x00\x00\x00xy")
print(bytearray(b"abc").upper(), bytearray([1, 2]).hex())
try:
    ba[0] = 300
except ValueError as e:
    print("ValueError:", e)
