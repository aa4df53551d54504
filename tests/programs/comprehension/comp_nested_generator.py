# generator expressions nested in generator expressions
rows = [[1, 2, 3], [4, 5], [6]]
print(sum(sum(x for x in r) for r in rows))
print(max(min(r) for r in rows), list(len(r) for r in rows))
total_even = sum(x for r in rows for x in r if x % 2 == 0)
print(total_even)
print(list((i, x) for i, r in enumerate(rows) for x in r if x > 2))
g = ((x, y) for x in range(3) for y in (x * 10, x * 100))
print(list(g))
print(sorted((len(w), w) for w in "one three five seven".split()))
print("".join(chr(ord("a") + (i * 7) % 26) for i in range(10)))
