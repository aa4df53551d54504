import math
# Points in a plane: perimeters, angles, polygon area.
pts = [(0, 0), (4, 0), (4, 3), (0, 3)]
def perimeter(p):
    return math.fsum(math.dist(p[i], p[(i + 1) % len(p)]) for i in range(len(p)))
def shoelace(p):
    s = 0
    for i in range(len(p)):
        x1, y1 = p[i]
        x2, y2 = p[(i + 1) % len(p)]
        s += x1 * y2 - x2 * y1
    return abs(s) / 2
print(perimeter(pts), shoelace(pts))
tri = [(0, 0), (1, 0), (0.5, math.sqrt(3) / 2)]
print(repr(perimeter(tri)), repr(shoelace(tri)))
def angle_deg(a, b, c):
    v1 = (a[0] - b[0], a[1] - b[1])
    v2 = (c[0] - b[0], c[1] - b[1])
    ang = math.atan2(v2[1], v2[0]) - math.atan2(v1[1], v1[0])
    return math.degrees(ang) % 360
print([round(angle_deg(tri[i - 1], tri[i], tri[(i + 1) % 3]), 9) for i in range(3)])
circle_r = [1, 2.5, 10]
print([(r, round(math.pi * r * r, 4), round(math.tau * r, 4)) for r in circle_r])
# polar conversions
for x, y in [(1, 1), (-2, 0), (0, -3), (3, 4)]:
    r, th = math.hypot(x, y), math.atan2(y, x)
    print((x, y), repr(r), repr(th), (round(r * math.cos(th), 12), round(r * math.sin(th), 12)))
# great-circle distance
def haversine(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(a))
print(round(haversine(51.5074, -0.1278, 48.8566, 2.3522), 3))
print(round(haversine(40.7128, -74.0060, 34.0522, -118.2437), 3))
print(math.ceil(17 / 5), math.floor(-17 / 5), divmod(17, 5), math.isqrt(50) ** 2)
