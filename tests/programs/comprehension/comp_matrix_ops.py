# matrix operations with comprehensions
A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
T = [[A[r][c] for r in range(len(A))] for c in range(len(A[0]))]
print(T)
P = [[sum(a * b for a, b in zip(row, col)) for col in zip(*B)] for row in A]
print(P)
I = [[int(r == c) for c in range(3)] for r in range(3)]
print(I)
S = [[a + b for a, b in zip(ra, rb)] for ra, rb in zip(A, A)]
print(S)
print([sum(row) for row in A], [sum(col) for col in zip(*A)])
print(max(max(row) for row in B), [min(r) for r in B])
spiral = []
m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
while m:
    spiral += m.pop(0)
    m = [list(r) for r in zip(*m)][::-1]
print(spiral)
