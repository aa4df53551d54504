# nested sequence patterns on matrices and pairs
def classify(m):
    match m:
        case [[a, b], [c, d]]:
            return f"2x2 det={a * d - b * c}"
        case [[_, _, _], [_, _, _], [_, _, _]]:
            return "3x3"
        case [[*row]]:
            return f"1 row of {len(row)}"
        case [[x], *more]:
            return f"column starting {x}, {len(more)} more rows"
        case _:
            return "irregular"

for m in [[[1, 2], [3, 4]], [[1, 2, 3]] * 3, [[1, 2, 3, 4]], [[1], [2], [3]], [[1, 2], [3]], []]:
    print(m, "->", classify(m))
points = [(0, 0), (3, 0), (0, 4), (2, 2), (1, (2, 3))]
for p in points:
    match p:
        case (0, 0):
            print("origin")
        case (x, 0) | (0, x):
            print("on an axis at", x)
        case (x, (y, z)):
            print("nested", x, y, z)
        case (x, y) if x == y:
            print("diagonal", x)
