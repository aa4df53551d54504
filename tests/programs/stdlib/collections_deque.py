from collections import deque

d = deque([1, 2, 3])
print(d, len(d), d[0], d[-1], bool(d), bool(deque()))
d.append(4)
d.appendleft(0)
print(d, d.pop(), d.popleft(), d)
d.extend('ab')
d.extendleft([10, 20])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.reverse()
print(d, d.count(1), d.index(2), 'a' in d, 99 in d)
d.insert(1, 'ins')
d.remove('a')
print(d)
d[0] = 'first'
del d[-1]
print(d, list(reversed(d)))
d.clear()
print(d, len(d))

b = deque(range(5), maxlen=3)
print(b, b.maxlen)
b.append(5)
print(b)
b.appendleft(-1)
print(b)
b.extend([7, 8])
print(b)
b.extendleft([100, 200])
print(b)
print(deque(maxlen=0), deque('xyz', 2))
z = deque(maxlen=0)
z.append(1)
print(z)

q = deque()
for i in range(50):
    q.append(i)
    if i % 3 == 0:
        q.popleft()
print(len(q), q[0], q[-1], sum(q))
while q:
    q.popleft()
print(q)
for i in range(30):
    q.appendleft(i)
print(q[0], q[29], len(q), q.index(15))

e = deque([1, 2])
print(e == deque([1, 2]), e == [1, 2], e < deque([1, 3]), e >= deque([1]))
print(e + deque([3]), e * 2, 3 * e)
e += [9, 8]
print(e)
e *= 2
print(e)
c = e.copy()
c.append('c')
print(e, c, deque(e, 3))
print(deque([[1], (2,)]), repr(deque(['s'])))
for f in [lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1])[3],
          lambda: deque([1]).remove(5), lambda: deque([1, 2]).index(7),
          lambda: deque([1], maxlen=1).insert(0, 2), lambda: deque(maxlen=-1),
          lambda: deque([1])['x'], lambda: hash(deque())]:
    try:
        f()
    except (IndexError, ValueError, TypeError) as ex:
        print(type(ex).__name__, ex)
it = deque([1, 2, 3])
try:
    for x in it:
        it.append(x)
except RuntimeError as ex:
    print('RuntimeError', ex)
deque([1]).maxlen = 5
