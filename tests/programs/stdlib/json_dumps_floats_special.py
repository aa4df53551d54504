import json
vals = [0.1, 1e16, 1e-7, 123456789.125, -0.0, 1.0, 2.5e300, 5e-324, 10 ** 20, -(2 ** 70), True, False]
print(json.dumps(vals))
print(json.dumps([float("inf"), float("-inf"), float("nan")]))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps({"x": float("inf")}, allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
print(json.loads("[NaN, Infinity, -Infinity]"))
print(json.loads("1e400"), json.loads("-1e400"), json.loads("1E2"), json.loads("-0"), json.loads("-0.0"))
print(json.loads("12345678901234567890123"), type(json.loads("1.0")).__name__, type(json.loads("10")).__name__)
print(json.loads("3.5", parse_float=str), json.loads("[7, 8.25]", parse_int=float))
print(json.loads("[NaN, 1]", parse_constant=lambda s: "const:" + s))
print(json.dumps(json.loads("[1.5e3, 2E-2, 0.30000000000000004]")))
class Num(float):
    pass
class Cnt(int):
    pass
print(json.dumps([Num(2.5), Cnt(7)]))
print(json.dumps({Num(1.5): 1, Cnt(3): 2}))
