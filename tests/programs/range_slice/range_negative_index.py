# negative indexing and slicing of range objects
r = range(10, 50, 5)
print(list(r), len(r))
print(r[-1], r[-len(r)], r[-3:], r[:-3], r[-2::-2])
print(list(r[-3:]), list(r[::-1][:3]))
sub = r[1:-1:2]
print(sub, list(sub), sub.start, sub.stop, sub.step)
print(r.index(45), r.index(10), 25 in r[2:], 15 in r[2:])
empty = r[5:2]
print(empty, len(empty), list(empty), bool(empty))
print(r[-100:100] == r, r[::1] == r)
