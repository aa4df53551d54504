# matrix class with __matmul__, __getitem__ tuple keys, __eq__, __repr__
class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        self.n = len(self.rows)
        self.m = len(self.rows[0])
    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]
    def __setitem__(self, ij, v):
        i, j = ij
        self.rows[i][j] = v
    def __matmul__(self, o):
        return Matrix([[sum(self[i, k] * o[k, j] for k in range(self.m)) for j in range(o.m)] for i in range(self.n)])
    def __add__(self, o):
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, o.rows)])
    def __eq__(self, o):
        return self.rows == o.rows
    def __repr__(self):
        return "Matrix(" + repr(self.rows) + ")"
    def __str__(self):
        return "\n".join(" ".join(f"{v:3}" for v in r) for r in self.rows)
    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])
    def transpose(self):
        return Matrix(zip(*self.rows))

A = Matrix([[1, 2], [3, 4]])
B = Matrix([[0, 1], [1, 0]])
print(A @ B)
print(repr(A + B))
print(A @ Matrix.identity(2) == A, A.transpose())
A[0, 1] = 9
print(A[0, 1], A)
C = Matrix([[1, 2, 3]])
print(C.transpose() @ C)
