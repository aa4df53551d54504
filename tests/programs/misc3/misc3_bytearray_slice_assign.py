# slice assignment and deletion on bytearray
ba = bytearray(b"0123456789")
ba[2:5] = b"abc"
print(ba)
ba[2:5] = b"X"
print(ba)
ba[0:0] = b">>"
print(ba)
ba[-2:] = bytearray(b"!!!!")
print(ba)
del ba[0]
print(ba)
del ba[::2]
print(ba)
ba[::2] = b"-" * len(ba[::2])
print(ba)
ba[1:3] = [65, 66, 67]
print(ba)
try:
    ba[::2] = b"x"
except ValueError as e:
    print("ValueError:", e)
try:
    ba[0] = b"x"
except TypeError as e:
    print("TypeError:", e)
del ba[:]
print(ba)
