# comprehension variables don't leak; enclosing names are visible
x = "outer"
squares = [x for x in range(3)]
print(x, squares)
n = 10
print([n + i for i in range(3)])
def f():
    factor = 3
    return [factor * i for i in range(4)]
print(f())
funcs = [lambda: i for i in range(3)]
print([g() for g in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([g() for g in funcs])
y = 5
result = [y for y in range(y)]
print(result, y)
def nested():
    data = [[1, 2], [3]]
    return [[v + len(row) for v in row] for row in data]
print(nested())
try:
    print([undefined_q for _ in range(1)])
except NameError as e:
    print("NameError:", e)
