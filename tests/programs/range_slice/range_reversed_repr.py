# reversed() on ranges and repr of ranges and slices
for r in [range(4), range(1, 10, 4), range(5, -5, -3), range(0)]:
    print(r, list(reversed(r)), r[::-1])
print(repr(range(0, 5, 1)), repr(range(3, 7)), repr(range(-2, 2, 2)))
print(repr(slice(1, 2, 3)), repr(slice(None)), repr(slice(-1, None, None)), str(slice("a", "b")))
it = reversed(range(3))
print(next(it), next(it), next(it), next(it, "end"))
print([range(3)], (range(2),), {"r": range(1, 2)})
print(range(7)[2], range(2, 9)[-1], range(10)[slice(2, 5)])
r = range(100, 0, -25)
print(r, list(r), r.index(50), r[1:3], len(r[1:3]))
print(list(reversed(range(0, 1))), list(reversed(range(-3, 0))))
