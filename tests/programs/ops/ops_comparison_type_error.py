# ordering comparisons between incompatible types
values = [3, 1.5, True, 2]
print(sorted(values))
mixed = [3, "three", 1]
print(3 == "three", 3 != "three", None == 0)
try:
    None < 1
except TypeError as e:
    print("TypeError:", e)
try:
    [1] > (1,)
except TypeError as e:
    print("TypeError:", e)
print(sorted(mixed))
