# Removing leaves a dummy slot; adding may reuse it.
s = {1, 9, 17, 25, 33}
print(s)
s.discard(9)
print(s)
s.add(41)
print(s)
s.remove(1)
s.add(0)
print(s)
s.discard(100)
for x in [49, 57, 9, 1]:
    s.add(x)
    print(s)
t = set(range(20))
for x in range(0, 20, 3):
    t.discard(x)
print(t)
for x in [40, 21, 63, 0, 3, 84]:
    t.add(x)
print(t)
u = set()
for i in range(30):
    u.add(i * 5)
    if i % 4 == 3:
        u.discard((i - 2) * 5)
print(u)
print(len(u))
