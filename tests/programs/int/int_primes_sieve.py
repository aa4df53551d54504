# Sieve of Eratosthenes and factorisation
def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    i = 2
    while i * i <= n:
        if is_p[i]:
            for j in range(i * i, n + 1, i):
                is_p[j] = False
        i += 1
    return [i for i, p in enumerate(is_p) if p]

ps = sieve(100)
print(ps)
print(len(sieve(10000)), sum(sieve(1000)))

def factor(n):
    out = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1
    if n > 1:
        out.append(n)
    return out

for n in [2, 12, 97, 360, 1001, 2 ** 31 - 1, 600851475143]:
    print(n, factor(n))
