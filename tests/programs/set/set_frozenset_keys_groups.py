# grouping anagrams and unordered pairs with frozensets
words = ["listen", "silent", "enlist", "tinsel", "google", "banana", "inlets"]
groups = {}
for w in words:
    groups.setdefault(frozenset(w), []).append(w)
for key in sorted(groups, key=lambda k: sorted(k)):
    print(sorted(key), groups[key])
friendships = [("ann", "bob"), ("bob", "ann"), ("cy", "ann"), ("bob", "cy"), ("ann", "cy")]
unique = set()
for a, b in friendships:
    unique.add(frozenset((a, b)))
print(sorted(sorted(p) for p in unique))
print(len(unique))
print(frozenset("ab") == frozenset("ba"), frozenset({1, 2}) | frozenset({3}))
