# pairing ranges with enumerate, zip and index math
letters = "abcdefg"
for i in range(0, len(letters), 2):
    print(i, letters[i], letters[i + 1] if i + 1 < len(letters) else None)
print(list(enumerate(range(10, 15))))
print(list(zip(range(3), range(3, 0, -1), "xyz")))
matrix = [[r * 4 + c for c in range(4)] for r in range(3)]
print(matrix)
print([matrix[r][c] for r in range(3) for c in range(4) if r == c])
print([[matrix[r][c] for r in range(3)] for c in range(4)])
diag = [matrix[i][len(matrix[0]) - 1 - i] for i in range(len(matrix))]
print(diag)
print(list(range(len(letters)))[::-1])
