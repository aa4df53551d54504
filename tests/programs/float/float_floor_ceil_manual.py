# floor/ceil/trunc without math, using // and int()
def floor(x):
    return int(x // 1)

def ceil(x):
    return -int(-x // 1)

def trunc(x):
    return int(x)

for v in [2.5, -2.5, 3.0, -3.0, 0.1, -0.1, 1e10 + 0.5, -7.999]:
    print(v, floor(v), ceil(v), trunc(v), round(v))
print(7.9 // 1, -7.9 // 1, 7.9 % 1 < 1, round(-7.9 % 1, 10))
print(5.0 // 0.1, 5.0 % 0.1)
print(1.0 // 0.1, 1.0 % 0.1)
