# ordering, equality, membership and dedup of bytes and bytearray
items = [bytearray(b"pear"), b"apple", bytearray(b"Apple"), b"", bytearray(b"\xff"), b"pea"]
print(sorted(items))
print(sorted(items, reverse=True))
print(max(items), min(items), sorted(items, key=len))
pairs = [(b"abc", bytearray(b"abd")), (bytearray(b"abc"), b"abc"), (bytearray(b"b"), bytearray(b"ab")),
         (b"", bytearray()), (bytearray(b"a\x00"), b"a")]
for x, y in pairs:
    print(x < y, x <= y, x > y, x >= y, x == y, x != y)
print(bytearray(b"abc") == [97, 98, 99], bytearray(b"1") == 1, bytearray() == b"", bytearray() == "")
print(b"abc" in [bytearray(b"abc")], bytearray(b"x") in (b"x", b"y"), [b"a"].index(bytearray(b"a")))
print({b"k": 1}.get(bytes(bytearray(b"k"))), bytes(bytearray(b"k")) in {b"k"})
for bad in [lambda: {bytearray(b"k"): 1}, lambda: hash(bytearray()), lambda: {bytearray(b"k")},
            lambda: bytearray(b"a") < "b", lambda: b"a" > 1, lambda: bytearray() <= [1]]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
seen = []
for chunk in [bytearray(b"x"), b"y", b"x", bytearray(b"y"), b"z"]:
    if chunk not in seen:
        seen.append(chunk)
print(seen, len(seen))
print(sorted([bytearray(b"b"), bytearray(b"a")])[0], type(sorted([bytearray(b"b"), b"a"])[0]).__name__)
