import math
def is_prime(n):
    if n < 2:
        return False
    for p in range(2, math.isqrt(n) + 1):
        if n % p == 0:
            return False
    return True
print([n for n in range(60) if is_prime(n)])
def sieve(n):
    flags = [True] * (n + 1)
    flags[0:2] = [False, False]
    for i in range(2, math.isqrt(n) + 1):
        if flags[i]:
            flags[i * i::i] = [False] * len(range(i * i, n + 1, i))
    return [i for i, f in enumerate(flags) if f]
print(len(sieve(10000)), sieve(10000)[-5:])
def factorize(n):
    out, p = [], 2
    while p * p <= n:
        while n % p == 0:
            out.append(p)
            n //= p
        p += 1
    if n > 1:
        out.append(n)
    return out
for n in [360, 97, 1001, 2 ** 20 - 1, 600851475143]:
    f = factorize(n)
    print(n, f, math.prod(f) == n)
def reduce_frac(a, b):
    g = math.gcd(a, b)
    return a // g, b // g
print(reduce_frac(84, 126), reduce_frac(-15, 35), reduce_frac(0, 7))
print(math.lcm(*range(1, 21)), math.gcd(*[2 ** 10 * 3 ** 5, 2 ** 7 * 3 ** 9 * 5, 6 ** 6]))
def totient(n):
    return sum(1 for k in range(1, n + 1) if math.gcd(n, k) == 1)
print([totient(n) for n in range(1, 21)])
print([math.comb(n, n // 2) for n in range(0, 21, 4)], sum(math.comb(10, k) for k in range(11)) == 2 ** 10)
catalan = [math.comb(2 * n, n) // (n + 1) for n in range(12)]
print(catalan)
print(math.isqrt(2 * 10 ** 30), math.isqrt(10 ** 100) == 10 ** 50, [math.isqrt(n) for n in range(26)])
print(pow(3, 200, 1000007), pow(7, -1, 40), math.factorial(20) // math.factorial(18))
def digits_sum_factorial(n):
    return sum(int(c) for c in str(math.factorial(n)))
print(digits_sum_factorial(100), len(str(2 ** 1000)), math.log10(math.factorial(100)))
