# number theory with comprehensions
primes = [n for n in range(2, 80) if all(n % d for d in range(2, int(n ** 0.5) + 1))]
print(primes)
triples = [(a, b, c) for c in range(1, 30) for b in range(1, c) for a in range(1, b) if a * a + b * b == c * c]
print(triples)
perfect = [n for n in range(2, 1000) if sum(d for d in range(1, n // 2 + 1) if n % d == 0) == n]
print(perfect)
goldbach = {n: next((p, n - p) for p in primes if n - p in primes) for n in range(4, 40, 2)}
print(goldbach)
divisors = {n: [d for d in range(1, n + 1) if n % d == 0] for n in (12, 28, 30)}
print(divisors)
