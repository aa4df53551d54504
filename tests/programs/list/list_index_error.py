# list index out of range
items = ["a", "b", "c"]
print(items[0], items[-1], items[-3])
print(items[1:10], items[5:])
for i in range(len(items)):
    print(i, items[i])
try:
    items[-4]
except IndexError as e:
    print("IndexError:", e)
idx = len(items)
print("accessing", idx)
print(items[idx])
