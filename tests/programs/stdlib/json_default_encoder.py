import json
from datetime import date
from decimal import Decimal
from fractions import Fraction
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
def enc(o):
    if isinstance(o, Point):
        return {"x": o.x, "y": o.y}
    if isinstance(o, set):
        return sorted(o)
    if isinstance(o, date):
        return o.isoformat()
    if isinstance(o, Decimal):
        return str(o)
    if isinstance(o, Fraction):
        return [o.numerator, o.denominator]
    raise TypeError(f"cannot encode {type(o).__name__}")
data = {"p": Point(1, 2), "s": {3, 1, 2}, "d": date(2024, 2, 29), "m": Decimal("1.10"), "f": Fraction(3, 4), "nested": [Point(0, Point(5, 6))]}
print(json.dumps(data, default=enc))
print(json.dumps(data, default=enc, indent=1, sort_keys=True))
try:
    json.dumps({"x": object()}, default=enc)
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({"x": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps([b"bytes"])
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps(Decimal("1.5"))
except TypeError as e:
    print("TypeError:", e)
class MyEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return {"re": o.real, "im": o.imag}
        return super().default(o)
print(json.dumps([1j, 2 + 3j], cls=MyEncoder))
print(MyEncoder(sort_keys=True).encode({"b": 1j, "a": 1}))
try:
    MyEncoder().encode([object])
except TypeError as e:
    print("TypeError:", e)
e = json.JSONEncoder(indent=2, separators=(",", ": "))
print(e.encode({"a": [1, 2]}))
circ = []
circ.append(circ)
try:
    json.dumps(circ)
except ValueError as e:
    print("ValueError:", e)
d = {}
d["self"] = d
try:
    json.dumps(d)
except ValueError as e:
    print("ValueError:", e)
