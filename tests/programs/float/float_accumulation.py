# floating point accumulation and compensated summation (Kahan)
vals = [0.1] * 10
naive = 0.0
for v in vals:
    naive += v
print(naive, sum(vals))

def kahan(xs):
    s = 0.0
    c = 0.0
    for x in xs:
        y = x - c
        t = s + y
        c = (t - s) - y
        s = t
    return s

print(kahan(vals))
big = [1e16, 1.0, -1e16]
print(sum(big), kahan(big))
harmonic = sum(1 / k for k in range(1, 1001))
print(harmonic)
print(sum(1 / k ** 2 for k in range(1, 10001)))
mean = sum([2.5, 3.5, 9.0, 1.25]) / 4
print(mean)
var = sum((x - mean) ** 2 for x in [2.5, 3.5, 9.0, 1.25]) / 4
print(var, var ** 0.5)
