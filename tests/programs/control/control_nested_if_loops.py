# printing patterns with nested loops and conditions
n = 5
for r in range(n):
    line = ""
    for c in range(n):
        if r == c or r + c == n - 1:
            line += "X"
        elif r == 0 or r == n - 1 or c == 0 or c == n - 1:
            line += "#"
        else:
            line += "."
    print(line)
for r in range(1, 5):
    print(" " * (4 - r) + "*" * (2 * r - 1))
for r in range(1, 4):
    print(" ".join(f"{r * c:2d}" for c in range(1, 6)))
