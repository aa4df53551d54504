import uuid
ids = [uuid.uuid4() for _ in range(50)]
print(all(u.version == 4 for u in ids), all(u.variant == uuid.RFC_4122 for u in ids))
print(len(set(ids)), len({str(u) for u in ids}))
s = str(ids[0])
print(len(s), s.count("-"), s[14], s[19] in "89ab")
print(uuid.UUID(s) == ids[0], uuid.UUID(hex=ids[1].hex) == ids[1])
print(len(uuid.uuid4().hex), len(uuid.uuid4().bytes), isinstance(uuid.uuid4().int, int))
u1 = uuid.uuid1()
print(u1.version, u1.variant, 0 <= u1.node < 2**48)
print(uuid.uuid1(node=0x123456789abc, clock_seq=0x1234).node == 0x123456789abc, uuid.uuid1(clock_seq=5).clock_seq)
