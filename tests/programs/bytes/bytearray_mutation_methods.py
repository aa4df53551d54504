# the mutating methods of bytearray
ba = bytearray()
for c in b"hello":
    ba.append(c)
print(ba, ba.append(33), ba)
ba.extend(b" world")
ba.extend([32, 50])
ba.extend(bytearray(b"!"))
ba.extend(range(48, 51))
ba.extend(x for x in b"END")
ba.extend(())
print(ba, len(ba))
ba.insert(0, 62)
ba.insert(-1, 45)
ba.insert(100, 60)
ba.insert(-100, 91)
print(ba)
print(ba.pop(), ba.pop(0), ba.pop(3), ba.pop(-2), ba)
ba.remove(ord("l"))
ba.remove(ord("l"))
print(ba)
c = ba.copy()
c.reverse()
print(c, ba, c is ba)
print(ba.clear(), ba, len(ba))
alias = bytearray(b"shared")
view = alias
alias.append(115)
print(view, view is alias)
tests = [
    lambda: bytearray().pop(),
    lambda: bytearray(b"a").pop(1),
    lambda: bytearray(b"a").pop(-2),
    lambda: bytearray(b"abc").remove(ord("z")),
    lambda: bytearray(b"abc").remove(256),
    lambda: bytearray(b"abc").remove(b"a"),
    lambda: bytearray().append(256),
    lambda: bytearray().append(-1),
    lambda: bytearray().append("a"),
    lambda: bytearray().append(1.0),
    lambda: bytearray().extend(5),
    lambda: bytearray().extend(None),
    lambda: bytearray().extend("abc"),
    lambda: bytearray().extend([1, 2, 300]),
    lambda: bytearray().insert(0, 999),
    lambda: bytearray().insert("0", 1),
    lambda: bytearray(b"x").pop("0"),
    lambda: bytearray().append(),
    lambda: bytearray().append(1, 2),
    lambda: bytearray().insert(1),
    lambda: bytearray().clear(1),
    lambda: bytearray().reverse(None),
    lambda: bytearray().pop(1, 2),
]
for t in tests:
    try:
        print("ok", t())
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__ + ":", e)
