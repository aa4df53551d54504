# del on names, list items, slices and dict keys
x = 10
y = [1, 2, 3, 4, 5]
z = {"a": 1, "b": 2, "c": 3}
del y[0]
del y[-1]
del z["b"]
print(y, z)
del y[::2]
print(y)
a, b = 1, 2
del a, b
try:
    print(a)
except NameError as e:
    print("NameError:", e)
del x
x = "rebound"
print(x)
items = [[1, 2], [3, 4]]
del items[1][0]
print(items)
del z
try:
    z
except NameError as e:
    print("NameError:", e)
