# Ints hash modulo 2**61 - 1; big ints and negatives included.
M = 2**61 - 1
print({M, M + 1, M + 2, 0, 1, 2})
print({2**64, 2**65, 2**100, 3})
print({-1, -2, -3, 1, 2, 3})
print({-(2**61), -(2**61) + 1, 2**61})
print({10**18, 10**19, 10**20, 10**21})
print({2**63 - 1, -(2**63), 2**63})
s = set()
for k in range(8):
    s.add(k * M)
print(s)
t = {7 * 10**k for k in range(15)}
print(t)
u = {-k * 1000003 for k in range(12)}
print(u)
print({123456789123456789, 987654321987654321, 555555555555555555})
v = set(range(2**62, 2**62 + 10))
print(v)
print({M - 1, -M + 1, M * 2, -M * 2})
