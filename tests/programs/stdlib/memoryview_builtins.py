# memoryview accepted where bytes-like objects are
import hashlib
m = memoryview(b"abcdef")
print(bytes(m), bytearray(m), bytes(m[2:4]))
print(b"".join([bytes(m[:2]), bytes(m[4:])]))
print(hashlib.sha256(bytes(m)).hexdigest()[:16])
print(list(m), sum(m), max(m), sorted(m[:3], reverse=True))
print(len(list(reversed(list(m)))))
print(m.tolist() == list(b"abcdef"))
print(memoryview(b"xy") == memoryview(bytearray(b"xy")))
print(memoryview(b"xy") != memoryview(b"xz"))
print(memoryview(b"ab") == "ab", memoryview(b"ab") == [97, 98])
print(memoryview(b"ab") in [b"ab"], b"ab" == memoryview(b"ab"))
d = {memoryview(b"k"): 1}
print(d[memoryview(b"k")])
import array
a = array.array("h", [1, -2, 3])
av = memoryview(a)
print(av.format, av.itemsize, av.tolist(), av.nbytes, len(av))
av[1] = 7
print(a)
print(av.cast("B").tolist())
print(hashlib.md5(memoryview(b"abc")).hexdigest())
h = hashlib.sha1()
h.update(memoryview(bytearray(b"xyz"))[1:])
h.update(array.array("B", [1, 2]))
print(h.hexdigest())
