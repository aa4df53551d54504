# set methods: add, discard, remove, pop, clear, update, union, ...
s = set()
for x in [5, 3, 5, 1]:
    s.add(x)
print(sorted(s), len(s))
s.discard(3)
s.discard(99)
print(sorted(s))
s.update([7, 8], (9,), range(2))
print(sorted(s))
print(sorted(s.union({100}, [200])), sorted(s.intersection([1, 5, 7], {5, 7})), sorted(s.difference({0, 1}, [9])))
print(sorted(s.symmetric_difference([0, 300])))
s.intersection_update(range(6))
print(sorted(s))
s.difference_update({0})
print(sorted(s))
s.symmetric_difference_update({1, 2})
print(sorted(s))
print(s.issubset(range(10)), s.issuperset([5]), s.isdisjoint("ab"))
t = {42}
print(t.pop(), t)
s.clear()
print(s, len(s))
try:
    s.remove(1)
except KeyError as e:
    print("KeyError:", e)
