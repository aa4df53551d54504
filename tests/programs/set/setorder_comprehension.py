# Set comprehensions add elements one by one.
print({x % 7 for x in range(50)})
print({x * 8 for x in range(12)})
print({-x for x in range(10)})
print({x // 3 for x in range(-10, 10)})
print({x * y for x in range(1, 5) for y in range(1, 5)})
sq = {n * n for n in range(20) if n % 3}
print(sq)
print({len(w) for w in ["a", "bb", "ccc", "dddd", "ee", "f"]})
print([y for y in {x * 16 for x in range(6)}])
print(sorted({x * 16 for x in range(6)}) == list(range(0, 96, 16)))
nested = [{i * j for j in range(5)} for i in range(4)]
print(nested)
print({v for v in {k: k * 3 for k in range(9, 0, -1)}.values()})
for v in {32, 16, 8, 4, 2}:
    print(v, end=" ")
print()
print({x for x in {128, 64, 32, 0, 1}} | {x for x in (7, 15)})
