# pop() scans the table from where the previous pop stopped.
s = {5, 3, 11, 19, 2}
print(s)
print(s.pop(), s.pop(), s)
s.add(27)
s.add(0)
print(s)
print(s.pop(), s)
r = set(range(10))
out = []
while r:
    out.append(r.pop())
    if len(r) == 6:
        r.add(42)
        r.add(17)
print(out)
q = set(range(100, 120))
print([q.pop() for _ in range(5)])
q.clear()
q.update([8, 7, 6, 5])
print(q, q.pop(), q)
p = {1, 2, 3}
p.pop()
p.add(1)
print(p, p.pop())
big = set(range(0, 3000, 7))
popped = [big.pop() for _ in range(10)]
print(popped, len(big))
big.update(range(0, 70, 7))
print(list(big)[:12])
