# Euclid, extended Euclid, modular inverse and lcm written by hand
def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)

def egcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y

def lcm(a, b):
    return a * b // gcd(a, b)

print(gcd(48, 18), gcd(17, 5), gcd(0, 9), gcd(-12, 18))
print(egcd(240, 46))
g, x, y = egcd(240, 46)
print(240 * x + 46 * y == g)
print(lcm(4, 6), lcm(21, 6))
total = 1
for k in range(1, 21):
    total = lcm(total, k)
print(total)
print(gcd(2 ** 100, 6 ** 40))
inv = egcd(17, 3120)[1] % 3120
print(inv, 17 * inv % 3120, pow(17, -1, 3120))
