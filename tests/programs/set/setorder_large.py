# Large sets: resizes, mass deletion and re-insertion.
s = set(range(0, 10000, 7))
print(len(s), list(s)[:15], list(s)[-5:])
for k in range(0, 10000, 21):
    s.discard(k)
print(len(s), list(s)[:15])
for k in range(5000, 6000):
    s.add(k * 13)
print(len(s), list(s)[:15], list(s)[-5:])
check = 0
for i, x in enumerate(s):
    check = (check * 31 + x * (i + 1)) % 1000000007
print(check)
t = {x * 2654435761 % 2**32 for x in range(3000)}
print(len(t), list(t)[:8])
popped = [t.pop() for _ in range(8)]
print(popped)
u = s & t
v = s ^ set(range(0, 20000, 3))
print(len(u), len(v), list(v)[:10])
w = set(range(50000))
w -= set(range(0, 50000, 2))
print(len(w), list(w)[:10])
w.difference_update(range(1, 50000, 4))
print(len(w), list(w)[:10])
