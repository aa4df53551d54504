import math
vals = [0.1, 0.2, 0.3, -0.6]
print(sum(vals), math.fsum(vals))
print(repr(sum([1e16, 1.0, -1e16])), repr(math.fsum([1e16, 1.0, -1e16])))
print(repr(math.fsum([1.0, 1e-16, 1e-16, 1e-16, 1e-16])))
print(repr(math.fsum([2.0 ** 53, 1.0, 1.0])), repr(math.fsum([-2.0 ** 53, -1.0, -1.0])))
print(repr(math.fsum(i * 0.01 for i in range(1000))))
print(repr(math.fsum([0.0, -0.0])), repr(math.fsum([-0.0, -0.0])), repr(math.fsum([])))
print(math.fsum([math.inf, math.inf]), math.fsum([1, 2, 3.5]))
for bad in ([math.inf, -math.inf], [1e308, 1e308], ["a"], [None]):
    try:
        print(math.fsum(bad))
    except Exception as e:
        print(type(e).__name__, e)
# kahan vs fsum on an invoice
prices = [19.99, 5.01, 0.1, 0.2, 100.0, 3.33, 3.33, 3.34]
print(sum(prices), math.fsum(prices), round(math.fsum(prices), 2))
print(math.isclose(sum(prices), math.fsum(prices)), math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1, rel_tol=0.1))
print(math.isclose(0.0, 1e-10), math.isclose(0.0, 1e-10, abs_tol=1e-9), math.isclose(math.inf, math.inf), math.isclose(math.nan, math.nan))
try:
    math.isclose(1, 2, rel_tol=-1)
except ValueError as e:
    print(e)
try:
    math.isclose(1, 2, 0.5)
except TypeError as e:
    print(e)
