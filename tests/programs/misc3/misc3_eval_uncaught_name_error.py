# a NameError raised inside eval'd guest code propagates
safe = {"x": 4}
print(eval("x ** 2", safe))
for expr in ["x + 1", "x * x * x", "abs(-x)"]:
    print(expr, "=", eval(expr, safe))
try:
    eval("y", safe)
except NameError as e:
    print("NameError:", e)
print(eval("x + undefined_value", safe))
