# loop variables persist after the loop; comprehension variables do not
for i in range(3):
    pass
print(i)
for k, v in {"a": 1}.items():
    pass
print(k, v)
x = "outer"
squares = [x * x for x in range(4)]
print(squares, x)
n = 0
while n < 3:
    n += 1
print(n)
for ch in "":
    unused = ch
try:
    print(unused)
except NameError as e:
    print("NameError:", e)
funcs = []
for j in range(3):
    funcs.append(lambda: j)
print([f() for f in funcs])
funcs = [lambda j=j: j for j in range(3)]
print([f() for f in funcs])
