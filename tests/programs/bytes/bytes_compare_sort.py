# comparing, sorting and hashing-free dedup of bytes
items = [b"banana", b"Apple", b"cherry", b"apple", b"", b"\xff", b"b"]
print(sorted(items))
print(sorted(items, key=len), sorted(items, key=lambda b: b.lower()))
print(max(items), min(items), b"abc" > b"ab", b"abc" < b"abd")
seen = []
for b in [b"x", b"y", b"x", b"z", b"y"]:
    if b not in seen:
        seen.append(b)
print(seen)
print(b"abc" == bytes([97, 98, 99]), b"a" != b"A")
print([b.upper() for b in items if b.isalpha()])
counts = {}
for b in b"mississippi":
    counts[chr(b)] = counts.get(chr(b), 0) + 1
print(counts)
