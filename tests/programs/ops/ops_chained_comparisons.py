# chained comparisons evaluate each operand once and short-circuit
calls = []
def v(x):
    calls.append(x)
    return x

print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 > 1 > 0, 1 == 1 == 1.0, 1 < 2 > 0)
print(v(1) < v(2) < v(3), calls)
calls.clear()
print(v(5) < v(2) < v(3), calls)
calls.clear()
print(v(1) == v(1) != v(2) < v(0), calls)
x = 5
print(0 <= x < 10, 0 <= x < 5, x == 5 is not None, "a" < "b" < "c")
print(1 < 2 == 2, (1 < 2) == 2, 1 in [1, 2] in [[1, 2]])
print(-1 < 0 < 1 < 2 < 3 < 4 < 5)
ages = [3, 17, 18, 65, 80]
print([("minor" if a < 18 else "adult" if 18 <= a < 65 else "senior") for a in ages])
