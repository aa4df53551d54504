# dict comprehensions and inversion
squares = {n: n * n for n in range(6)}
print(squares)
print({k: v for k, v in squares.items() if v % 2 == 0})
words = ["apple", "bob", "kayak", "level", "python"]
print({w: w == w[::-1] for w in words})
print({w[0]: w for w in words})
inv = {v: k for k, v in squares.items()}
print(inv)
grid = {(r, c): r * c for r in range(3) for c in range(3) if r != c}
print(grid)
counts = {ch: "mississippi".count(ch) for ch in "mississippi"}
print(counts)
nested = {k: {j: k * j for j in range(1, 3)} for k in range(1, 4)}
print(nested)
print({str(i): [i] * i for i in range(4)})
