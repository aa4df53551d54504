# tuples are immutable but may contain mutable objects
t = (1, [2, 3], "x")
t[1].append(4)
print(t)
try:
    t[0] = 10
except TypeError as e:
    print("TypeError:", e)
try:
    del t[0]
except TypeError as e:
    print("TypeError:", e)
try:
    t[1] += [5]
except TypeError as e:
    print("TypeError:", e)
print(t)
u = t
t += (6,)
print(t, u, t is u)
try:
    t.append(1)
except AttributeError as e:
    print("AttributeError:", e)
print(len(t), t.count([2, 3, 4, 5]))
