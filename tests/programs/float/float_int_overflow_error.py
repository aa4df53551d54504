# converting inf to int ends with OverflowError
values = [1.5, 2.75, 1e300]
for v in values:
    print(v, int(v) % 1000)
scale = 1e300
big = values[-1] * scale
print(big)
print(int(big))
