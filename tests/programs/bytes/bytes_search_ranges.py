# find/rfind/index/rindex/count/startswith/endswith with ranges and int needles
data = b"abracadabra"
for sub in [b"a", b"abra", b"", b"z", 97, ord("c"), bytearray(b"ra")]:
    print(sub, data.find(sub), data.rfind(sub), data.count(sub))
for start, end in [(0, None), (1, None), (-4, None), (3, 8), (8, 3), (None, -1), (20, None), (-100, 100)]:
    print(start, end, data.find(b"a", start, end), data.rfind(b"a", start, end),
          data.count(b"a", start, end), data.find(b"", start, end), data.count(b"", start, end))
print(data.index(b"c"), data.rindex(b"a"), data.index(98, 2), data.rindex(b"b", 0, 5))
print(data.startswith(b"abra"), data.startswith(b"cad", 4), data.startswith(b"cad", 4, 6))
print(data.endswith(b"bra"), data.endswith(b"cad", 0, 7), data.endswith((b"x", b"ra")))
print(data.startswith(b""), data.startswith(b"", 11), data.startswith(b"", 12), data.endswith(b"", -3))
print(b"" in data, b"cad" in data, 100 in data, 97 in data, bytearray(b"dab") in data)
print(data.find(b"a", True), data.count(b"a", 2 ** 80), data.find(b"a", -2 ** 80))
ba = bytearray(data)
print(ba.find(b"cad"), ba.count(97), ba.index(bytearray(b"d")), b"da" in ba, 98 in ba)
for probe in [256, -1, "a", 2.0, None]:
    try:
        print(probe in data)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
positions = []
i = data.find(b"a")
while i != -1:
    positions.append(i)
    i = data.find(b"a", i + 1)
print(positions)
