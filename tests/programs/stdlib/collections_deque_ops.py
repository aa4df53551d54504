from collections import deque
d = deque([1, 2, 3, 4, 5], maxlen=5)
d.append(6)
print(d, d.maxlen)
d.appendleft(0)
print(d)
d.extend([7, 8])
print(d)
d.extendleft([-1, -2])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d2 = deque("abcdef")
d2.rotate(100)
print(d2, d2.index("c"), d2.count("a"), d2[0], d2[-1])
d2.insert(2, "X")
d2.remove("X")
d2.reverse()
print(d2, d2.pop(), d2.popleft(), d2)
history = deque(maxlen=3)
for cmd in ["ls", "cd", "pwd", "git", "make"]:
    history.append(cmd)
print(list(history), len(history))
print(deque(maxlen=0), deque([1, 2]) == deque([1, 2]), deque([1]) < deque([2]), deque("ab") + deque("cd"), deque([1, 2]) * 2)
full = deque([1, 2, 3], maxlen=3)
try:
    full.insert(0, 9)
except IndexError as e:
    print("IndexError:", e)
for label, fn in [
    ("pop empty", lambda: deque().pop()),
    ("popleft empty", lambda: deque().popleft()),
    ("index", lambda: deque([1]).index(5)),
    ("remove", lambda: deque([1]).remove(5)),
    ("getitem", lambda: deque([1])[3]),
    ("maxlen neg", lambda: deque([], -1)),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
dq = deque(range(10))
del dq[3]
dq[0] = 100
print(dq, 5 in dq, dq.copy() == dq, list(reversed(dq))[:3])
dq.clear()
print(dq, bool(dq))
