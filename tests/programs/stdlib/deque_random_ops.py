"""deque against a random sequence of operations (a fixed LCG): every result
and every intermediate repr, hashed, must match CPython."""
from collections import deque
s = 12345
def rnd(n):
    global s
    s = (s * 1103515245 + 12345) % 2147483648
    return (s >> 8) % n
out = []
for trial in range(300):
    ml = [None, 0, 1, 3, 7][rnd(5)]
    d = deque(range(rnd(6)), ml)
    ref = list(d)
    for step in range(40):
        op = rnd(16)
        try:
            if op == 0: d.append(step)
            elif op == 1: d.appendleft(step)
            elif op == 2: out.append(d.pop())
            elif op == 3: out.append(d.popleft())
            elif op == 4: d.extend(range(rnd(5)))
            elif op == 5: d.extendleft(range(rnd(5)))
            elif op == 6: d.rotate(rnd(9) - 4)
            elif op == 7: d.insert(rnd(10) - 5, 'i')
            elif op == 8: d.remove(rnd(8))
            elif op == 9: out.append(d.index(rnd(8), rnd(6) - 3, rnd(10) - 2))
            elif op == 10: out.append(d[rnd(10) - 5])
            elif op == 11: d[rnd(10) - 5] = 's'
            elif op == 12: del d[rnd(10) - 5]
            elif op == 13: d.reverse()
            elif op == 14: d *= rnd(4)
            elif op == 15: d += [rnd(3)]
        except Exception as e:
            out.append((type(e).__name__, str(e)))
        out.append(repr(d))
print(len(out))
import hashlib
print(hashlib.sha256('\n'.join(map(str, out)).encode()).hexdigest())
print(out[-20:])
