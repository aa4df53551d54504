# converting inf to int ends with OverflowError
values = [1.5, 2.75, 1e300]
for v in values:
    print(v, int(v) % 1000)
print(int(1e18), int(-2.5e10))
scale = 1e300
big = values[-1] * scale
print(big, big == float("inf"), big > 1e308)
print(round(2.5e15), big - big)
print(int(big))
