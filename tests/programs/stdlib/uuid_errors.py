import uuid
cases = [
    lambda: uuid.UUID("not-a-uuid"),
    lambda: uuid.UUID("12345678-1234-5678-1234-5678123456"),
    lambda: uuid.UUID("g2345678123456781234567812345678"),
    lambda: uuid.UUID(),
    lambda: uuid.UUID("12345678123456781234567812345678", int=5),
    lambda: uuid.UUID(bytes=b"short"),
    lambda: uuid.UUID(bytes_le=b"x" * 17),
    lambda: uuid.UUID(fields=(1, 2, 3)),
    lambda: uuid.UUID(fields=(2**32, 0, 0, 0, 0, 0)),
    lambda: uuid.UUID(int=-1),
    lambda: uuid.UUID(int=2**128),
    lambda: uuid.UUID(int=1, version=6),
]
for c in cases:
    try:
        c()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
uuid.UUID("{1234}")
