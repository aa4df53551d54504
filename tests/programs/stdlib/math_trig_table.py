import math
# A small trig table an agent might build for a geometry task.
angles = [0, 15, 30, 45, 60, 90, 120, 180, 270, 360, -45]
for deg in angles:
    r = math.radians(deg)
    print(deg, repr(r), repr(math.sin(r)), repr(math.cos(r)), repr(math.tan(r)))
for x in [-1.0, -0.5, 0.0, -0.0, 0.5, 1.0]:
    print(x, repr(math.asin(x)), repr(math.acos(x)), repr(math.atan(x)))
for y, x in [(1, 1), (1, -1), (-1, -1), (-1, 1), (0.0, -0.0), (-0.0, -0.0), (0.0, 0.0), (1, 0), (math.inf, math.inf), (-math.inf, 2)]:
    print(y, x, repr(math.atan2(y, x)))
print(math.degrees(math.pi), math.degrees(1), math.radians(180) == math.pi)
for bad in [2, -1.5, math.inf]:
    for fn in (math.asin, math.acos):
        try:
            print(fn(bad))
        except ValueError as e:
            print(fn.__name__, bad, type(e).__name__, e)
try:
    math.sin(math.inf)
except ValueError as e:
    print("sin inf:", e)
print(math.atan(math.inf), math.atan(-math.inf), math.tan(0.0), math.sin(-0.0))
print(math.isnan(math.cos(math.nan)))
