# using a list as a dict key ends with TypeError
index = {}
for word in ["a", "bb", "cc"]:
    index.setdefault(len(word), []).append(word)
print(index)
key = tuple(sorted(index))
index[key] = "sizes"
print(index)
key = list(key)
index[key] = "oops"
