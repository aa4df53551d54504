# ranges driving loops: steps, reverse and nested
for i in range(3):
    print("i", i)
for i in range(10, 0, -3):
    print("down", i)
for i in range(2, 3):
    print("single", i)
for i in range(5, 2):
    print("never")
total = 0
for i in range(1, 101, 2):
    total += i
print(total)
table = []
for row in range(1, 4):
    table.append([row * col for col in range(1, 6)])
print(table)
print([i for i in range(-10, 11, 5)])
print(list(range(0, -10, -3)), list(range(-1, -5, -1)))
n = 5
print(["*" * k for k in range(n, 0, -1)])
for a, b in zip(range(3), range(10, 13)):
    print(a, b)
