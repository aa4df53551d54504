# int comparisons with other ints, floats and bools
print(1 < 2 < 3, 3 > 2 > 2, 1 == 1.0, 2 != 2.0)
print(10 ** 20 > 1e19, 10 ** 20 == 1e20, 2 ** 53 + 1 == float(2 ** 53 + 1))
print(-5 < -4.5 < 0 < True < 2)
print(max(3, 7.5, -2), min([4, 2.0, 9]))
print(sorted([3, 1.5, -2, True, 0, 2 ** 40]))
print(1 == True, 0 == False, 2 == True)
print(0 < float("inf"), -(10 ** 400) < float("-inf"), 10 ** 400 > 1e308)
big = 10 ** 400
print(big > 1e300, big < float("inf"))
vals = [5, 3, 5, 1, 4]
print(vals.index(max(vals)), vals.count(5))
print([a < b for a, b in zip(vals, vals[1:])])
print((1, 2) < (1, 3), (2,) > (1, 99), (1, 2) == (1.0, 2.0))
