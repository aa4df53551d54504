# division by zero with floats ends the program
print(1.0 / 3, 2.0 // 3, 2.0 % 3)
for a, b in [(1, 0.0), (1.0, 0), (0.0, 0.0)]:
    for op in ("/", "//", "%"):
        try:
            if op == "/":
                a / b
            elif op == "//":
                a // b
            else:
                a % b
        except ZeroDivisionError as e:
            print(a, op, b, "->", e)
try:
    divmod(3.0, 0.0)
except ZeroDivisionError as e:
    print("divmod:", e)
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print("pow:", e)
ratio = 5.0 / (2.5 - 2.5)
print(ratio)
