# primes and multiples computed with set arithmetic
N = 60
numbers = set(range(2, N + 1))
composites = set()
for p in range(2, int(N ** 0.5) + 1):
    composites |= set(range(p * p, N + 1, p))
primes = sorted(numbers - composites)
print(primes)
print(len(primes), sum(primes))
twins = sorted((p, p + 2) for p in primes if p + 2 in set(primes))
print(twins)
mult3 = set(range(0, N, 3))
mult5 = set(range(0, N, 5))
print(sum(mult3 | mult5), len(mult3 & mult5), sorted(mult3 & mult5))
