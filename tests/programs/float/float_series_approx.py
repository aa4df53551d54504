# series approximations using only arithmetic
def exp(x, terms=30):
    total, term = 1.0, 1.0
    for n in range(1, terms):
        term *= x / n
        total += term
    return total

def sin(x, terms=15):
    total, term = 0.0, x
    for n in range(terms):
        total += term
        term *= -x * x / ((2 * n + 2) * (2 * n + 3))
    return total

print(exp(1), exp(0), exp(-1), exp(2.5))
print(round(sin(3.141592653589793 / 6), 12), round(sin(1.0), 12))
pi = 0.0
for k in range(20000):
    pi += (-1) ** k / (2 * k + 1)
print(4 * pi)
wallis = 1.0
for n in range(1, 5001):
    wallis *= (4 * n * n) / (4 * n * n - 1)
print(2 * wallis)
