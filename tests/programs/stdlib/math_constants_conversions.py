import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(repr(math.pi), repr(math.tau / 2 == math.pi), type(math.inf).__name__)
print(math.isinf(math.inf), math.isinf(1e308), math.isnan(math.nan), math.isfinite(1e308), math.isfinite(math.nan))
print(math.isnan(float("nan")), math.nan == math.nan, math.nan != math.nan)
print(math.isfinite(10 ** 300), math.isinf(10 ** 300))
for v in [10 ** 400, "1", None, [1]]:
    try:
        print(math.isfinite(v))
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
print(math.floor(10 ** 30 + 0.5) if False else math.floor(1e30), math.ceil(-1e30))
print(math.sqrt(True), math.exp(False), math.sin(1), math.sqrt(2 ** 1022))
try:
    math.sqrt(2 ** 2000)
except OverflowError as e:
    print("sqrt big:", e)
try:
    math.sqrt("4")
except TypeError as e:
    print("sqrt str:", e)
try:
    math.floor("3.5")
except TypeError as e:
    print("floor str:", e)
try:
    math.sqrt()
except TypeError as e:
    print("sqrt():", e)
try:
    math.log()
except TypeError as e:
    print("log():", e)
try:
    math.gcd(3, "6")
except TypeError as e:
    print("gcd:", e)
class Meters:
    def __init__(self, v):
        self.v = v
    def __float__(self):
        return float(self.v)
    def __index__(self):
        return int(self.v)
m = Meters(16)
print(math.sqrt(m), math.log2(m), math.isqrt(m), math.factorial(Meters(5)), math.comb(Meters(5), 2))
