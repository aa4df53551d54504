# discard never raises; remove raises KeyError with the element
s = set(range(6))
for x in [0, 3, 3, 9]:
    s.discard(x)
    print("discard", x, "->", s)
for x in [1, 5]:
    s.remove(x)
    print("remove", x, "->", s)
try:
    s.remove(42)
except KeyError as e:
    print("KeyError:", e, repr(e))
try:
    s.remove((1, 2))
except KeyError as e:
    print("KeyError:", e)
print(s, len(s))
s.clear()
print(s, s == set())
