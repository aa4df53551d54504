import math
# combinatorics helpers an agent might use for probability answers
def prob_full_house():
    return math.comb(13, 1) * math.comb(4, 3) * math.comb(12, 1) * math.comb(4, 2) / math.comb(52, 5)
print(repr(prob_full_house()))
print([math.comb(6, k) for k in range(8)])
print([math.perm(6, k) for k in range(8)])
print(math.comb(1000, 500) % 1000000007, len(str(math.factorial(1000))))
print(math.gcd(0, -9), math.gcd(-12, -18), math.lcm(-4, 6), math.lcm(0, 0), math.gcd(2**64, 2**32 * 3))
print(math.isqrt(2 ** 200) == 2 ** 100, math.isqrt(10 ** 40 - 1), math.isqrt(99999999999999999999))
print(math.prod([2] * 100) == 2 ** 100, math.prod((1, 2.0, 3)), math.prod([], start=5), math.prod([True, True]))
print(math.prod([[1], 3]) if False else math.prod([3, [1]]))
cases = [
    ("comb(-1, 2)", lambda: math.comb(-1, 2)),
    ("comb(5, -2)", lambda: math.comb(5, -2)),
    ("comb(5.0, 2)", lambda: math.comb(5.0, 2)),
    ("perm(-3)", lambda: math.perm(-3)),
    ("perm(4, -1)", lambda: math.perm(4, -1)),
    ("perm('a')", lambda: math.perm("a")),
    ("factorial(2.0)", lambda: math.factorial(2.0)),
    ("factorial(-1)", lambda: math.factorial(-1)),
    ("isqrt(-4)", lambda: math.isqrt(-4)),
    ("isqrt(4.0)", lambda: math.isqrt(4.0)),
    ("gcd(1.5, 3)", lambda: math.gcd(1.5, 3)),
    ("lcm('6', 4)", lambda: math.lcm("6", 4)),
    ("comb(3)", lambda: math.comb(3)),
    ("prod(5)", lambda: math.prod(5)),
    ("prod(['a', 'b'])", lambda: math.prod(["a", "b"])),
]
for label, fn in cases:
    try:
        print(label, "->", fn())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)
