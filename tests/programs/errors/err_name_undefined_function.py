# calling a function that was never defined
def area(r):
    return 3.14159 * r * r

def perimeter_of_square(side):
    return 4 * side

print(round(area(1), 3))
print(round(area(2), 3), perimeter_of_square(3))
shapes = [("circle", 2), ("square", 3)]
print(shapes)
print(round(circumference(2), 3))
