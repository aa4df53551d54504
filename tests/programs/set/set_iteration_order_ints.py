# sets of small ints iterate in ascending order when inserted ascending
s = {0, 1, 2, 3, 4, 5}
print(list(s), sum(s), max(s), min(s))
evens = {x for x in range(0, 8, 2)}
print(evens, list(evens))
s.discard(3)
s.add(6)
print(s)
print(sorted(s, reverse=True))
print([x * 10 for x in s if x % 2])
total = 0
for x in {10, 20, 30}:
    total += x
print(total)
print(len({n % 3 for n in range(100)}), sorted({n % 3 for n in range(100)}))
