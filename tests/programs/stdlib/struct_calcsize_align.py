import struct
for f in ["b", "bhi", "@bhi", "=bhi", "<bhi", "@bq", "@qb", "lL", "<lL", "@?d", "0s", "3s2x", "i 2h", "@ci", "@cd", "5p", "@hP", "n", "N", "@e", "xxi", "2xi", "3xq", ""]:
    print(repr(f), struct.calcsize(f))
print(struct.pack("@bi", 1, 2))
print(struct.pack("=bi", 1, 2))
print(struct.pack("@bq", 1, 2))
print(struct.unpack("@bxhi", struct.pack("@bxhi", 1, 2, 3)))
print(struct.pack("3x"), struct.pack("@b3xb", 1, 2))
