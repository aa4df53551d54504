import zlib

data = b"".join(b"line %d: %s\n" % (i, b"abc" * (i % 7)) for i in range(2000))

# compressobj in pieces, flushes in the middle
co = zlib.compressobj()
parts = []
for i in range(0, len(data), 1000):
    parts.append(co.compress(data[i:i + 1000]))
    if i % 5000 == 0:
        parts.append(co.flush(zlib.Z_SYNC_FLUSH))
parts.append(co.flush())
blob = b"".join(parts)
print(zlib.decompress(blob) == data)
print(co.flush(zlib.Z_NO_FLUSH))

# a sync-flushed prefix decodes on its own
co = zlib.compressobj(9, zlib.DEFLATED, -15)
head = co.compress(b"first part ") + co.flush(zlib.Z_SYNC_FLUSH)
print(zlib.decompressobj(-15).decompress(head))
tail = co.compress(b"second part") + co.flush()
print(zlib.decompress(head + tail, -15))

for wbits in (15, -15, 31):
    co = zlib.compressobj(6, zlib.DEFLATED, wbits)
    blob = co.compress(data) + co.flush()
    do = zlib.decompressobj(wbits)
    out = []
    for i in range(0, len(blob), 997):
        out.append(do.decompress(blob[i:i + 997]))
    out.append(do.flush())
    print(wbits, b"".join(out) == data, do.eof, do.unused_data, do.unconsumed_tail)

# max_length and unconsumed_tail
blob = zlib.compress(data)
do = zlib.decompressobj()
chunk = do.decompress(blob, 100)
print(len(chunk), chunk == data[:100], len(do.unconsumed_tail) > 0, do.eof)
got = [chunk]
while do.unconsumed_tail:
    piece = do.decompress(do.unconsumed_tail, 4096)
    assert len(piece) <= 4096
    got.append(piece)
got.append(do.flush())
print(b"".join(got) == data, do.eof, do.unused_data)

# unused_data after the end of the stream
do = zlib.decompressobj()
print(do.decompress(zlib.compress(b"payload") + b"EXTRA"), do.eof, do.unused_data)
print(do.decompress(b"more"), do.unused_data, do.unconsumed_tail)

# flush() with data left in unconsumed_tail
do = zlib.decompressobj()
first = do.decompress(blob, 10)
rest = do.flush()
print(len(first), first + rest == data, do.eof)

# copies go their own ways
co = zlib.compressobj()
pre = co.compress(b"common prefix ")
c2 = co.copy()
a = co.compress(b"A") + co.flush()
b = c2.compress(b"B") + c2.flush()
print(zlib.decompress(pre + a), zlib.decompress(pre + b))
do = zlib.decompressobj()
half = do.decompress(blob[:len(blob) // 2])
d2 = do.copy()
r1 = do.decompress(blob[len(blob) // 2:])
r2 = d2.decompress(blob[len(blob) // 2:])
print(half + r1 == data, r1 == r2)

# an incomplete stream: flush returns what there is, no error
do = zlib.decompressobj()
part = do.decompress(blob[:200])
print(data.startswith(part), do.eof, do.flush() == b"" or True)

try:
    co = zlib.compressobj()
    co.flush()
    co.compress(b"x")
except zlib.error as e:
    print("error:", e)
