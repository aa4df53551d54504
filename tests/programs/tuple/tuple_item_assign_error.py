# tuple item assignment ends with TypeError
point = (3, 4)
x, y = point
print(x, y)
moved = (x + 1, y)
print(moved)
as_list = list(point)
as_list[0] = 10
print(tuple(as_list))
point[0] = 10
