# comparisons and sorting of floats
xs = [3.5, -1.25, 0.0, -0.0, 2, 1e-9, 1e9, -7, 3.5]
print(sorted(xs), sorted(xs, reverse=True))
print(max(xs), min(xs), xs.index(3.5), xs.count(3.5))
print(0.0 == -0.0, str(-0.0), repr(-0.0 + 0.0), -0.0 * 1)
print(1.0000000000000002 > 1.0, 1.00000000000000001 == 1.0)
print(sorted([(1.5, "b"), (1.5, "a"), (0.5, "z")]))
print(sorted(["10.5", "9.25", "100.0"], key=float))
print([a < b for a, b in [(0.1, 0.2), (0.3, 0.1 + 0.2), (1e308, float("inf"))]])
print(-0.5 < 0 <= 0.0 < 1e-320)
