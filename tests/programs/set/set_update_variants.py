# the *_update methods accept multiple iterables
s = {1, 2, 3}
s.update({4}, [5, 6], "")
print(sorted(s))
s.intersection_update({1, 2, 3, 4, 5}, range(3, 10))
print(sorted(s))
s.difference_update([3], (4,))
print(sorted(s))
s.symmetric_difference_update({5, 6, 7})
print(sorted(s))
s |= {100}
print(sorted(s))
t = s
t -= {100}
print(sorted(s), s is t)
u = {1}
u = u | {2}
print(sorted(u))
