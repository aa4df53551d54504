# Arbitrary-size integers: factorials and powers
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r

for n in [0, 1, 5, 20, 21, 25, 30, 50]:
    print(n, fact(n))

big = fact(100)
print(len(str(big)))
print(big % 1000000007)
print(big // fact(98))
print(str(big)[:20], str(big)[-30:])
trailing = 0
x = big
while x % 10 == 0:
    x //= 10
    trailing += 1
print("trailing zeros:", trailing)
print(2 ** 64, 2 ** 64 - 1, -(2 ** 63))
print(2 ** 100 + 1)
print((2 ** 127 - 1) % 1000)
print(10 ** 30 // 7, 10 ** 30 % 7)
