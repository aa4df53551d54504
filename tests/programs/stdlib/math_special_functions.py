import math
for x in [0.5, 1, 2, 3.5, 5, 10, 171, -0.5, -1.5, 1e-300]:
    print("gamma", x, repr(math.gamma(x)))
for x in [0.5, 1, 2, 10, 100, 1e6, -0.5, -2.5]:
    print("lgamma", x, repr(math.lgamma(x)))
for x in [0, 0.1, 0.5, 1, 2, 3, -1, -3, 6]:
    print("erf", x, repr(math.erf(x)), repr(math.erfc(x)))
for bad in [0, -1, -2.0, 172, -math.inf]:
    try:
        print(math.gamma(bad))
    except (ValueError, OverflowError) as e:
        print("gamma", bad, type(e).__name__, e)
for bad in [0, -3]:
    try:
        print(math.lgamma(bad))
    except ValueError as e:
        print("lgamma", bad, e)
# normal CDF built from erf, as a stats helper would
def phi(z):
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))
print([round(phi(z), 6) for z in (-3, -1.96, -1, 0, 1, 1.96, 3)])
print(math.gamma(math.inf), math.lgamma(math.inf), math.erf(math.inf), math.erfc(-math.inf))
print(math.factorial(10) == math.gamma(11), math.isinf(math.lgamma(-math.inf)))
