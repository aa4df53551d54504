# list methods: append, extend, insert, remove, pop, clear, index, count, reverse, copy
xs = [3, 1, 4]
xs.append(1)
xs.extend([5, 9])
xs.insert(0, 2)
xs.insert(100, 6)
xs.insert(-1, 7)
print(xs, len(xs))
print(xs.pop(), xs.pop(0), xs.pop(-2), xs)
xs.remove(1)
print(xs, xs.index(1), xs.count(1), xs.count(42))
print(xs.index(4, 1), xs.index(1, 0, 4))
ys = xs.copy()
ys.reverse()
print(xs, ys, xs is ys, xs == ys[::-1])
xs.extend("ab")
xs.extend(range(2))
xs.extend((8,))
print(xs)
xs.clear()
print(xs, len(xs), bool(xs))
zs = []
zs += [1, 2]
zs += (3,)
zs += "x"
print(zs)
