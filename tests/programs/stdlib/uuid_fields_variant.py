import uuid
u = uuid.UUID("a8098c1a-f86e-11da-bd1a-00112444be1e")
print(u.fields, u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low)
print(u.node, u.time, u.clock_seq, u.hex, u.urn, u.variant, u.version, int(u))
print(u.bytes, u.bytes_le, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u)
for i in [0, 1 << 127, 0b110 << 61, 0b111 << 61, 0b011 << 61]:
    v = uuid.UUID(int=i)
    print(v, v.variant, v.version)
for ver in range(1, 6):
    v = uuid.UUID(int=0, version=ver)
    print(v, v.version, v.variant)
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE, sep=" | ")
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)
print(uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_DNS, "python.org"))
print(uuid.uuid3(uuid.NAMESPACE_URL, "http://x"), uuid.uuid5(uuid.NAMESPACE_OID, "1.2.3"))
try:
    uuid.uuid5(uuid.NAMESPACE_URL, b"http://x")
except TypeError as e:
    print("TypeError", e)
print(u.is_safe, uuid.SafeUUID.safe, uuid.SafeUUID.unsafe.value, uuid.SafeUUID.unknown.value)
print(uuid.UUID(int=5, is_safe=uuid.SafeUUID.safe).is_safe)
print(u.__getstate__(), uuid.UUID(int=5, is_safe=uuid.SafeUUID.safe).__getstate__())
a, b = uuid.UUID(int=1), uuid.UUID(int=2)
print(a < b, a <= b, a > b, a >= b, a == uuid.UUID(int=1), a != b, a == 1, sorted([b, a]))
print(hash(a) == hash(1), len({a, uuid.UUID(int=1), b}))
try:
    a < 1
except TypeError as e:
    print("TypeError", e)
try:
    a.int = 5
except TypeError as e:
    print("TypeError", e)
try:
    uuid.UUID(fields=(0, 0, 0, 0, 256, 0))
except ValueError as e:
    print("ValueError", e)
try:
    uuid.UUID(fields=(0, 0, 0, 0, 0, 1 << 48))
except ValueError as e:
    print("ValueError", e)
try:
    uuid.UUID(hex="12345678-1234-5678-1234-567812345678", bytes=b"x" * 16)
except TypeError as e:
    print("TypeError", e)
t = uuid.uuid1()
print(t.version, t.variant, uuid.uuid1(node=0x1234, clock_seq=0x155).node, uuid.uuid1(clock_seq=0x155).clock_seq)
print(uuid.uuid1().time > t.time)
r = uuid.uuid4()
print(r.version, r.variant, len(str(r)), repr(r).startswith("UUID('"))
print(uuid.UUID("{12345678-1234-5678-1234-567812345678}").urn)
uuid.UUID(int=0, version=0)
