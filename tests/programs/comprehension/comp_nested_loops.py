# nested comprehensions and multiple for clauses
print([(x, y) for x in range(3) for y in range(x)])
print([x * y for x in range(1, 4) for y in range(1, 4) if x != y])
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[i] for i, row in enumerate(matrix)])
print([[row[i] for row in matrix] for i in range(3)])
print([x for row in matrix for x in row if x % 2])
print([[x * 10 for x in row] for row in matrix])
words = ["cat", "dog"]
print([c for w in words for c in w])
print([(w, c) for w in words for c in w if c in "aeiou"])
print([[i * j for j in range(1, 5)] for i in range(1, 5)])
print(["".join(p) for p in [(a, b) for a in "xy" for b in "12"]])
