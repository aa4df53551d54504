# using the None returned by list.sort()
names = ["cy", "ann", "bob"]
print(sorted(names), names)
result = names.sort()
print(result, names)
copy = names[:]
copy.reverse()
print(copy)
appended = copy.append("di")
print(appended, copy)
print(result is None, appended is None)
print(result.reverse())
