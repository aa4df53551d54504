# return from inside loops, including for-else and while-else
def index_of(xs, target):
    for i, x in enumerate(xs):
        if x == target:
            return i
    else:
        return -1

def first_repeat(s):
    seen = ""
    i = 0
    while i < len(s):
        if s[i] in seen:
            return s[i], i
        seen += s[i]
        i += 1
    else:
        return None

def matrix_find(m, v):
    for r, row in enumerate(m):
        for c, x in enumerate(row):
            if x == v:
                return r, c
    return None

print(index_of([5, 6, 7], 7), index_of([], 1), index_of("abc", "a"))
print(first_repeat("abcdbe"), first_repeat("xyz"), first_repeat(""))
print(matrix_find([[1, 2], [3, 4]], 3), matrix_find([[1]], 9))
