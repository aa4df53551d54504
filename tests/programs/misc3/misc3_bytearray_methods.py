# mutating methods of bytearray
ba = bytearray(b"abc")
ba.append(100)
ba.extend(b"ef")
ba.extend([103, 104])
print(ba)
print(ba.pop(), ba.pop(0), ba)
ba.insert(0, 65)
ba.insert(100, 90)
print(ba)
ba.remove(ord("c"))
print(ba)
ba.reverse()
print(ba)
c = ba.copy()
ba.clear()
print(ba, c, len(ba))
c.sort() if hasattr(c, "sort") else print("no sort on bytearray")
print(c.count(b"d"), c.index(b"e"), c.find(b"zz"))
try:
    c.remove(0)
except ValueError as e:
    print("ValueError:", e)
try:
    bytearray().pop()
except IndexError as e:
    print("IndexError:", e)
