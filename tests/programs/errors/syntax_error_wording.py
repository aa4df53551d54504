# SyntaxError messages in CPython 3.11's words for common mistakes.
snippets = [
    "def f(:", "x = [1, 2,, 3]", "a.True = 1", "import", "from x import",
    "lambda x: yield", "else: pass", "try: pass", "async x = 1", "global", "del",
    "with open('f') as f, : pass",
    "f(**x, *y)", "f(a=1, 2)", "f(**a, b)", "def f(a=1, b): pass",
    "True = 1", "None = 1", "x, True = 1, 2", "x = 5 = y", "1 = x", "'s' = 1",
    "f() = 1", "x.y() = 1", "x = f() = 3", "a + 1 = 2", "-x = 1", "a, b + 1 = 1, 2",
    "[a, 1] = x", "{} = 1", "{1} = 2", "... = 1", "f'{x}' = 1", "a < b = 1",
    "not a = 1", "a and b = 1", "x if y else z = 1", "lambda: 1 = 2",
    "[x for x in y] = 1", "(x for x in y) = 1", "x = yield = 3", "for 1 in x: pass",
    "with a as 1: pass",
    "del 1", "del (a, 1)", "del a + 1", "del f(), a",
    "(a, b) += 1", "[a] += 1", "f() += 1", "1 += 1", "a + b += 1",
    "0b", "0x", "0o8", "0xg", "0b12", "0777", "0_7", "09", "1__0", "1abc", "1e",
    "0.5_", "x = 1_",
    "print 'hi'", "print x", "exec \"x\"", "print(1 2)", "[1 2]", "f(a, b c)",
    "if x = 1: pass", "while x = 3: pass", "x = (1 if 2)",
    "x = {1: 2, 3}", "x = {1: 2, 3: }", "f({'a': 1, 'b'})", "x = {**a, 3}",
    "x = {1, 2: 3}",
    "def f(x y): pass", "def f(*): pass", "def f(**k, a): pass", "def f(*, **k): pass",
    "f(x for x in y, 1)", "(a, b): int", "a, b: int", "from x import *, a",
    'f"{x!z}"', 'f"{x"', "def f[T](): pass", "class C[T]: pass", "type X = int",
    't"x"', 'f"{}"', 'f"a{ }b"', 'f"{!r}"', 'f"{:x}"',
]
for src in snippets:
    try:
        compile(src, '<s>', 'exec')
        print(f'{src!r}: compiles')
    except SyntaxError as e:
        print(f'{src!r}: {type(e).__name__}: {e.msg}')
