# Big-integer arithmetic: factorials, Fibonacci, powers and digit sums.
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

f = 1
for i in range(1, 1500):
    f *= i
x = fib(20000)
for _ in range(30):
    y = fib(5000) * fib(4000)
p = pow(3, 20000, 10 ** 50 + 151)
s = sum(int(d) for d in str(f))
print(s, x % 1000000007, p, len(str(x)), (f // x) % 999983)
