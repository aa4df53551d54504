import uuid
forms = [
    "12345678-1234-5678-1234-567812345678",
    "{12345678-1234-5678-1234-567812345678}",
    "12345678123456781234567812345678",
    "urn:uuid:12345678-1234-5678-1234-567812345678",
    "URN:UUID:12345678-1234-5678-1234-567812345678",
    "{123456781234567812345678123456 78}".replace(" ", ""),
    "12345678-1234-5678-1234-56781234567A".lower(),
]
for f in forms:
    u = uuid.UUID(f)
    print(str(u), repr(u))
print(uuid.UUID(int=1), uuid.UUID(int=2**128 - 1))
print(uuid.UUID(bytes=bytes(range(16))))
print(uuid.UUID(bytes_le=bytes(range(16))))
print(uuid.UUID(fields=(0x12345678, 0x1234, 0x5678, 0x12, 0x34, 0x567812345678)))
print(uuid.UUID("12345678123456781234567812345678", version=4))
