# matrices as lists of lists
def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]

def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]

A = [[1, 2], [3, 4]]
B = [[5, 6], [7, 8]]
print(matmul(A, B), matmul(A, identity(2)) == A)
M = [[1, 1], [1, 0]]
R = identity(2)
for _ in range(30):
    R = matmul(R, M)
print(R)
T = [list(r) for r in zip(*[[1, 2, 3], [4, 5, 6]])]
print(T)
def det3(m):
    return (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))
print(det3([[2, 0, 1], [1, 3, 2], [1, 1, 1]]))
for row in matmul([[1, 2, 3]], [[1], [2], [3]]):
    print(row)
print([[x * 2 for x in row] for row in A], [sum(col) for col in zip(*A)])
