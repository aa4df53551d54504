for a, b in [(1, "a"), ("a", 1), ([1], 2), (1.5, None), ({1}, [2]), ({}, []), (b"x", "y")]:
    for op in ["+=", "-=", "*=", "/=", "//=", "%=", "**=", "<<=", ">>=", "&=", "|=", "^=", "@="]:
        x = a if not isinstance(a, (list, set, dict)) else type(a)(a)
        try:
            exec(f"x {op} b")
            print(op, "ok", type(x).__name__)
        except TypeError as e:
            print(op, e)
for b in [5, [("a", 1)], {"b": 2}, [1]]:
    d = {"z": 0}
    try:
        d |= b
        print(d)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
q = [1, 2, 3, 4]
for key in [slice(1, 2), slice(None, None, 2), slice(0, 4, 1)]:
    try:
        q[key] = 5
    except TypeError as e:
        print(key, e)
