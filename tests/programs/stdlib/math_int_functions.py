import math
print([math.factorial(n) for n in range(0, 25, 3)])
print(math.factorial(50), math.factorial(True))
print(math.comb(10, 3), math.comb(52, 5), math.comb(100, 50), math.comb(5, 7), math.comb(0, 0), math.comb(10**20, 2))
print(math.perm(10, 3), math.perm(5), math.perm(5, None), math.perm(3, 5), math.perm(30, 15))
print(math.gcd(), math.gcd(12), math.gcd(-12), math.gcd(12, 18), math.gcd(0, 0), math.gcd(12, 18, 27), math.gcd(2**100, 6**50))
print(math.lcm(), math.lcm(-7), math.lcm(4, 6), math.lcm(4, 6, 10), math.lcm(0, 5), math.lcm(2**40, 3**30))
print([math.isqrt(n) for n in [0, 1, 2, 3, 4, 15, 16, 17, 99, 100, 10**18, 2**64 - 1]])
print(math.isqrt(10**50), math.isqrt(True))
print(math.floor(2.5), math.floor(-2.5), math.floor(7), math.floor(-0.0), math.floor(1e20), math.floor(True))
print(math.ceil(2.1), math.ceil(-2.1), math.ceil(7), math.ceil(1e-300), math.ceil(2**70))
print(math.trunc(2.9), math.trunc(-2.9), math.trunc(5), math.trunc(-1e19))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([2.5, 4]), math.prod(range(1, 21)), math.prod([1, 2], start=10))
print(math.prod(range(1, 30)), math.prod([2, 0.5, 3]), math.prod(['a', 3]) if False else math.prod([3], start='ab'))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100]), math.fsum([]))
print(math.fsum([1, 2, 3]), math.fsum(x / 7 for x in range(100)), math.fsum([1e308, -1e308, 1.5]))
print(math.fsum([math.inf, 1]), math.fsum([-math.inf, 5.0]), math.fsum([math.nan, 1]))
class Floored:
    def __floor__(self): return "custom floor"
    def __ceil__(self): return 42
    def __trunc__(self): return -1
print(math.floor(Floored()), math.ceil(Floored()), math.trunc(Floored()))
print(math.factorial(-3))
