# calling with a missing required argument
def area(width, height):
    return width * height

print(area(3, 4))
print(area(width=2, height=5))
print(area(*(6, 7)))
dims = {"width": 1, "height": 9}
print(area(**dims))
print(area(10))
