import json
s = "plain \"quoted\" back\\slash /slash\ttab\nnewline\rcr\x08bs\x0cff\x00nul\x1f\x7fdel"
print(json.dumps(s))
print(json.dumps(s, ensure_ascii=False))
u = "café ñ 中文 € 😀 \u2028 \ufeff"
print(json.dumps(u))
print(json.dumps(u, ensure_ascii=False))
print(json.dumps({u: [u]}, ensure_ascii=False, indent=1))
print(json.dumps({"sorted": {3, 1, 2}}, default=sorted))
print(json.dumps([b"raw", {1, 2}], default=lambda o: repr(type(o).__name__)))
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
def enc(o):
    if isinstance(o, Point):
        return {"x": o.x, "y": o.y}
    raise TypeError("nope " + type(o).__name__)
print(json.dumps([Point(1, 2), {"p": Point(Point(0, 0), [3])}], default=enc))
print(json.dumps({"p": Point(1, 2)}, default=enc, indent=2))
for bad in [{1, 2}, b"bytes", Point(0, 0), {"k": object}, {(1,): 2}, [float("nan")]]:
    try:
        print(json.dumps(bad, allow_nan=False))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    json.dumps([float("inf")], allow_nan=False, indent=2)
except ValueError as e:
    print("ValueError", e)
loop = [1, 2]
loop.append(loop)
try:
    json.dumps(loop)
except ValueError as e:
    print("ValueError", e)
try:
    json.dumps(Point(1, 1), default=lambda o: o)
except ValueError as e:
    print("ValueError", e)
shared = [1]
print(json.dumps([shared, shared, {"a": shared}]))
print(json.dumps({"bad": set()}, indent=2))
