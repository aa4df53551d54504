# del on list items, slices, extended slices and dict keys
lst = list(range(10))
del lst[0]
del lst[-1]
print(lst)
del lst[2:4]
print(lst)
del lst[::2]
print(lst)
del lst[:]
print(lst)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
try:
    del d["zzz"]
except KeyError as e:
    print("KeyError:", e)
nested = {"x": [1, 2, {"y": 3, "z": 4}]}
del nested["x"][2]["z"]
del nested["x"][0]
print(nested)
try:
    del lst[5]
except IndexError as e:
    print("IndexError:", e)
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print("TypeError:", e)
s = "abc"
try:
    del s[0]
except TypeError as e:
    print("TypeError:", e)
