# unpacking too many values ends with ValueError
a, b = 1, 2
print(a, b)
a, b = [b, a]
print(a, b)
x, *y = [1, 2, 3]
print(x, y)
coords = "1,2,3"
parts = coords.split(",")
print(parts, len(parts))
lat, lon = parts
print(lat, lon)
