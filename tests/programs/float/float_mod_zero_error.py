# float modulo by zero ends the program
xs = [5.5, 7.25, -3.5]
for x in xs:
    print(x, x % 2, x // 2, divmod(x, 1.5))
print(-7.5 % 2, 7.5 % -2, -0.0 % 5)
print([round(x % 0.5, 10) for x in xs])
steps = [1.5, 0.25, 0.0]
for step in steps:
    print("step is", step)
    print(xs[0] % step)
