# Collatz sequences and Fibonacci numbers
def collatz_len(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps

print([collatz_len(n) for n in range(1, 21)])
best = max(range(1, 3000), key=collatz_len)
print(best, collatz_len(best))

a, b = 0, 1
fibs = []
for _ in range(20):
    fibs.append(a)
    a, b = b, a + b
print(fibs)
a, b = 0, 1
for _ in range(300):
    a, b = b, a + b
print(a)
print(len(str(a)), a % 10 ** 9)
memo = {0: 0, 1: 1}
def fib(n):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print(fib(90), fib(150))
