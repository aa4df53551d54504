# conditional expressions, nesting and precedence
for n in [-5, 0, 7, 12, 15, 30]:
    label = "neg" if n < 0 else "zero" if n == 0 else "fizzbuzz" if n % 15 == 0 else "fizz" if n % 3 == 0 else "buzz" if n % 5 == 0 else str(n)
    print(n, label)
x = 3
print(x * 2 if x > 2 else x / 2, (x if x else 1) + 1, 1 + (10 if x > 100 else 20))
print([a if a % 2 else -a for a in range(6)])
print("yes" if [] else "no", "yes" if [0] else "no")
f = (lambda v: "even" if v % 2 == 0 else "odd")
print(f(2), f(3))
a, b = 7, 9
print(max_ := a if a > b else b, max_)
