# float modulo by zero ends the program
xs = [5.5, 7.25, -3.5]
for x in xs:
    print(x, x % 2, x // 2, divmod(x, 1.5))
step = 0.0
print("step is", step)
print(xs[0] % step)
