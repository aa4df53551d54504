# Unpacking as a comprehension's element is a SyntaxError with CPython's message.
srcs = [
    "(*a for a in b)", "[*a for a in b]", "{*a for a in b}", "{**a for a in b}",
    "f(*a for a in b)", "[**a for a in b]", "[*a, *b]", "{**a, 'x': 1}", "[*a for a in b if a]",
]
for s in srcs:
    try:
        compile(s, "<s>", "eval")
        print(s, "OK")
    except SyntaxError as e:
        print(s, "->", e.msg)
print(sum((*a, 0) == (1, 2, 0) for a in [(1, 2)]))
exec("x = [*a for a in [[1]]]")
