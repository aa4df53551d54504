# builtin keyword arguments: int(base=), sorted(key=, reverse=), print(sep=), enumerate(start=), round(ndigits=)
print(int("ff", base=16), int("777", base=8), int("z", base=36))
print(sorted([3, 1, 2], key=lambda v: -v, reverse=True), sorted([1]))
print(list(enumerate("ab", start=5)), round(2.675, ndigits=2), round(number=1.5))
print(max([1, 2], key=lambda v: -v), min([1, 2], default=0, key=abs), sum([1], start=1))
print(pow(base=3, exp=2), pow(3, 2, mod=5), divmod(7, 2))
print("-".join(map(str, range(3))), dict(a=1, **{"b": 2}))
try:
    len(obj="x")
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([1], reversed=True)
except TypeError as e:
    print("TypeError:", e)
