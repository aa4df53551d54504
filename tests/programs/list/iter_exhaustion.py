# A list or tuple iterator, once exhausted, stays exhausted (the fast
# path of for-loops and next() share this).
l = [1]
it = iter(l)
print(next(it), next(it, None))
l.append(2)
print(next(it, None), list(it))
l = [1, 2, 3]
it = iter(l)
for x in it:
    if x == 2:
        l.append(4)
print(list(it), l)
l = [1, 2, 3]
out = []
for x in l:
    out.append(x)
    if len(l) < 6:
        l.append(x * 10)
print(out)
t = (1, 2)
it = iter(t)
print(list(it), list(it), next(it, 'end'))
for b in iter(b"ab"):
    print(b)
ba = bytearray(b"xy")
it = iter(ba)
print(list(it), next(it, 'end'))
l = [5, 6]
it = iter(l)
next(it)
l.clear()
print(next(it, 'gone'))
l.extend([7, 8, 9])
print(next(it, 'gone'))
print([x for x in [3, 1, 2]], sorted(iter((3, 1, 2))))
