# subtracting lists is unsupported
before = [1, 2, 3, 4]
after = [2, 4]
print(set(before) - set(after) == {1, 3})
print([x for x in before if x not in after])
print(len(before) - len(after))
print(before + after, after * 2)
print(sorted(set(before) ^ set(after)))
diff = before - after
print(diff)
