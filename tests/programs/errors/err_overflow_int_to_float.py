# converting a huge int to float
n = 1
for i in range(1, 200):
    n *= i
print(len(str(n)))
print(float(n) > 1e300)
print(n // 10 ** 370, n % 1000)
m = n * n
print(len(str(m)))
print(m > 10 ** 700)
print(float(m))
