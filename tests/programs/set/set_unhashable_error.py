# adding an unhashable list to a set
tags = {"python", "rust"}
print(len({1, 2, 3} | {3, 4}), {0} == set([0]))
tags.add("go")
print(sorted(tags))
tags.update(["c", "zig"])
print(sorted(tags), len(tags))
tags.add(("tuple", "ok"))
print(len(tags))
tags.add(["list", "bad"])
