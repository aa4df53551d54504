# writable views over bytearray: writes go through to the buffer
b = bytearray(b"abcdefgh")
m = memoryview(b)
print(m.readonly)
m[0] = ord("Z")
print(b)
m[1:3] = b"XY"
print(b)
s = m[4:]
s[0] = 33
print(b, s.tobytes())
m[::2] = b"1234"
print(b)
b[7] = 0x41
print(m[7], m.tobytes())
m[-1] = 66
print(b)
v = m[2:6]
v[1:3] = bytearray(b"qq")
print(b, v.tolist())
m[0:2] = memoryview(b"!!")
print(b)
ro = m.toreadonly()
print(ro.readonly, ro.tobytes())
try:
    ro[0] = 1
except TypeError as e:
    print("TypeError", e)
print(bytearray(m) == b, bytes(m) == bytes(b))
