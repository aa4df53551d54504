# dispatch tables instead of long if-chains
def area(shape):
    kind = shape[0]
    if kind == "circle":
        return round(3.14159 * shape[1] ** 2, 3)
    elif kind == "rect":
        return shape[1] * shape[2]
    elif kind == "tri":
        return 0.5 * shape[1] * shape[2]
    else:
        return None

shapes = [("circle", 1), ("rect", 2, 3), ("tri", 4, 5), ("hex", 1)]
for s in shapes:
    print(s, area(s))
ops = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a / b if b else float("inf"),
}
for expr in ["3 + 4", "10 - 7", "6 * 7", "1 / 0", "9 / 3", "2 ^ 3"]:
    a, op, b = expr.split()
    fn = ops.get(op)
    print(expr, "=", fn(int(a), int(b)) if fn else "unsupported")
