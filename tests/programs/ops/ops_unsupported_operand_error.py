# unsupported operand types for arithmetic
pairs = [(1, 2), ("a", "b"), ([1], [2]), (1.5, 2)]
for a, b in pairs:
    print(repr(a), "+", repr(b), "=", repr(a + b))
for a, b in [(1, "2"), ([1], (2,)), (None, 1), ({}, {})]:
    try:
        a + b
    except TypeError as e:
        print("TypeError:", e)
for op in ["-", "*", "/", "<"]:
    try:
        if op == "-":
            "a" - "b"
        elif op == "*":
            "a" * "b"
        elif op == "/":
            [1] / 2
        else:
            1 < "a"
    except TypeError as e:
        print("TypeError:", e)
count = 5
label = "items"
print(count + label)
