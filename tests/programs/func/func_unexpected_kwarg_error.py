# unexpected keyword argument
def point(x, y, z=0):
    return (x, y, z)

print(point(1, 2))
print(point(1, 2, 3))
print(point(y=5, x=6))
print(point(1, 2, z=9))
opts = {"x": 1, "y": 2, "w": 3}
print(sorted(opts))
print(point(**opts))
