# slicing tuples with steps and negative indices
t = tuple(range(10))
print(t[::3], t[1::4], t[::-2], t[7:2:-1], t[-3:], t[:-7], t[-1:-4:-1])
print(t[2:2], t[5:100], t[-100:2], t[::-1][::-1] == t)
s = slice(1, 8, 3)
print(t[s], s.start, s.stop, s.step)
print(t[:], t[:] == t)
halves = t[:len(t) // 2], t[len(t) // 2:]
print(halves)
interleaved = tuple(x for pair in zip(t[::2], t[1::2]) for x in pair)
print(interleaved == t)
print(t[3:6] + t[:3] + t[6:])
