# nan in computations, min/max and sorting behaviour
nan = float("nan")
inf = float("inf")
vals = [1.0, 2.0, 3.0]
print(sum(vals + [nan]), max(vals + [inf]), min([inf, -inf]))
print(nan + 1, nan * 0, inf - inf, -inf * -1)
print(max(nan, 1.0), max(1.0, nan), min(nan, 1.0), min(1.0, nan))
print(nan is nan, [nan].count(nan), (nan, 1) == (nan, 1))
cleaned = [v for v in [1.5, nan, -2.0, nan, 4.0] if v == v]
print(cleaned, sum(cleaned) / len(cleaned))
print(inf / inf, 0 * inf, inf ** 0, 1 ** inf, nan ** 0)
print(float("nan") == float("nan"), str(float("-nan")))
