# List, dict and set comprehensions with filters and nesting.
total = 0
for rep in range(30):
    squares = [i * i for i in range(10000) if i % 3]
    evens = {i: str(i) for i in range(5000) if i % 2 == 0}
    mods = {x % 1000 for x in squares}
    grid = [[i * j for j in range(30)] for i in range(30)]
    flat = [v for row in grid for v in row if v % 7 == 0]
    total += len(squares) + len(evens) + len(mods) + sum(flat) + sum(len(s) for s in evens.values())
print(total)
