# geometry computations with floats
PI = 3.141592653589793
def area_circle(r):
    return PI * r * r

def dist(p, q):
    return ((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5

print([round(area_circle(r), 4) for r in (1, 2.5, 10)])
pts = [(0, 0), (3, 4), (6, 8), (-1.5, 2.5)]
for p in pts:
    print(p, dist((0, 0), p))
poly = [(0, 0), (4, 0), (4, 3), (0, 3)]
area = 0.0
for i in range(len(poly)):
    x1, y1 = poly[i]
    x2, y2 = poly[(i + 1) % len(poly)]
    area += x1 * y2 - x2 * y1
print(abs(area) / 2)
perimeter = sum(dist(poly[i], poly[(i + 1) % 4]) for i in range(4))
print(perimeter)
cx = sum(p[0] for p in pts) / len(pts)
cy = sum(p[1] for p in pts) / len(pts)
print((cx, cy))
