# set.remove of a missing element raises KeyError
active = {1, 2, 3}
active.remove(2)
print(active)
active.discard(2)
print(active)
active.add(4)
print(sorted(active))
for uid in [1, 3, 5]:
    print("removing", uid)
    active.remove(uid)
