# swaps, rotations and parallel assignment
a, b, c = 1, 2, 3
a, b, c = c, a, b
print(a, b, c)
x, y = 10, 20
x, y = y, x + y
print(x, y)
fib = []
p, q = 0, 1
while p < 100:
    fib.append(p)
    p, q = q, p + q
print(fib)
t = (1, 2, 3, 4)
print(t[1:] + t[:1], t[-1:] + t[:-1])
lst = [5, 6, 7]
lst[0], lst[2] = lst[2], lst[0]
print(lst)
i = 0
lst[i], i = 99, 2
print(lst, i)
