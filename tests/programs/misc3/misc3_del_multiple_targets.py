# del with tuple and list targets mixing names, items and attributes
class O:
    pass
o = O()
o.x = 1
o.y = 2
data = [0, 1, 2, 3]
m = {"k": 1, "j": 2}
p, q = 1, 2
del (p, q)
print("p" in globals(), "q" in globals())
del [o.x, data[0], m["k"]]
print(vars(o), data, m)
r = s = t = 0
del r, (s, [t])
print([n for n in ("r", "s", "t") if n in globals()])
arr = [[1, 2], [3, 4]]
del arr[0][1], arr[1]
print(arr)
lst = [1, 2, 3, 4, 5]
del lst[1], lst[1]
print(lst)
