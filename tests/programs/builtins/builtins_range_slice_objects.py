# range() and slice() builtins
print(range(5), range(1, 5), range(1, 10, 2), list(range(-3, 3)), list(range(3, -3, -2)))
s = slice(1, 5)
print(s, slice(3), slice(None, None, 2), "abcdefg"[s], [0, 1, 2, 3, 4, 5][slice(None, None, -2)])
print(slice(1, 5, 2).indices(4), slice(-2, None).indices(10))
print(len(range(0, 100, 7)), range(0, 100, 7)[-1], 98 in range(0, 100, 7))
for bad in [lambda: range(), lambda: range(1, 2, 3, 4), lambda: range("5"), lambda: range(0, 5, 0)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
