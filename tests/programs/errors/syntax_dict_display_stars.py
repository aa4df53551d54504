# SyntaxErrors for starred and double-starred operands in dict displays:
# message, offset and end offset as CPython 3.11 reports them.
cases = [
    "{a: *b}", "x = {1: *b}", "{1: 2, 3: *c}", "{1: *b,}", "{a: *b + c}",
    "{a: *(b)}", "{a: *b, c: d}", "{a: *b.c[1]}", "{a: *b or c}", "{a: *-b}",
    "{a: *b c}", "{a: *b, *c}", "{a: *b\n}", "{a:\n *b}",
    "{a: *b for a in c}", "{a: *bcd for a in c}",
    "{a: *}", "{a: *not b}", "{lambda: *a}", "{a: lambda: *b}",
    "{**a: b}", "{**ab: c}", "{*a: b}", "{*ab: c}", "{1: 2, **ab: c}",
    "{1, *ab: c}", "{**a, **b: c}", "{**a: b, c: d}", "{a: **b}",
    "{**a for a in b}", "{**a.b() for a in b}", "x = {**ab for a in b}",
    "{1:2, *a}", "{*a, 1:2}", "{**a, *b}", "{a, b: c}", "{a:b, c}",
]
for src in cases:
    try:
        compile(src, "<case>", "exec")
        print("compiles:", repr(src))
    except SyntaxError as e:
        print(repr(src), "->", e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)
# Valid displays around them still compile and run.
b = {"k": 1}
print({**b, "a": [*b]}, {"x": (*b,)}, {k: v for k, v in b.items()})
