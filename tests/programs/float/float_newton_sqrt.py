# Newton's method and bisection with floats
def sqrt(x):
    if x == 0:
        return 0.0
    g = x
    for _ in range(60):
        g = (g + x / g) / 2
    return g

for v in [2, 9, 10, 0.25, 1e10, 12345.678]:
    print(v, sqrt(v), v ** 0.5, abs(sqrt(v) - v ** 0.5) < 1e-9)

def bisect(f, lo, hi, tol=1e-12):
    while hi - lo > tol:
        mid = (lo + hi) / 2
        if f(lo) * f(mid) <= 0:
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2

root = bisect(lambda x: x ** 3 - x - 2, 1, 2)
print(round(root, 10))
print(round(bisect(lambda x: x * x - 2, 0, 2), 12))
