# WeakSet: membership without ownership.
import gc
import weakref


class Thing:
    def __init__(self, n):
        self.n = n


t = [Thing(i) for i in range(6)]
s = weakref.WeakSet(t[:4])
print(len(s), t[0] in s, t[5] in s, 3 in s)
s.add(t[4])
s.add(t[4])
print(len(s), sorted(x.n for x in s))
s.discard(t[0])
s.remove(t[1])
try:
    s.remove(t[5])
except KeyError:
    print("KeyError on remove")
print(sorted(x.n for x in s))

del t[2]
gc.collect()
print(len(s), sorted(x.n for x in s))

other = weakref.WeakSet([t[2], t[4]])
print(sorted(x.n for x in s | other))
print(sorted(x.n for x in s & other))
print(sorted(x.n for x in s - other))
print(sorted(x.n for x in s ^ other))
print(s == weakref.WeakSet(list(s)), s != other)
print(weakref.WeakSet([t[2]]) <= s, s >= weakref.WeakSet([t[2]]))
print(s.isdisjoint(weakref.WeakSet([t[0]])))
c = s.copy()
c.clear()
print(len(c), len(s))
x = s.pop()
print(x.n in (2, 3, 4), len(s))

# Members vanish as they are collected, even mid-loop.
ws = weakref.WeakSet()
keep = []
for i in range(30):
    th = Thing(i)
    ws.add(th)
    if i % 3 == 0:
        keep.append(th)
del th
count = 0
for item in ws:
    if count == 2:
        gc.collect()
    count += 1
del item
gc.collect()
print(count >= 10, len(ws), sorted(x.n for x in ws))
try:
    ws.add(1)
except TypeError as e:
    print("TypeError:", e)
