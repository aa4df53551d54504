# SyntaxError locations from compile/exec/eval: lineno, offset, end_lineno,
# end_offset and text as CPython 3.11 reports them, and the traceback's
# caret line drawn from that range.
import sys
import traceback

snippets = [
    "x = (1,\n", "def f(:\n  pass", "1 +", "a b", "f(**x, *y)", "x = 1 +* 2",
    "if True\n  pass", "print 'hi'", "for x in range(3):\npass", "  x = 1",
    "x = [1, 2", "return 5", "a = 1 = 2", "'abc", "x = )",
    "def f():\n    return\n  x=1", "f(a for a in b, c)", "x += 1 = 2", "1 = x",
    "del f()", "None = 3", "x = 08", "x = 0008", "'''abc", "f(x=1, 2)",
    "def f(a=1, b): pass", "def f(a=1, b: int): pass", "x = 1\ny = (2 +\n",
    "class A\n  pass", "x = {1: 2, 3}", "x = {1: 2, 3:}", "f(a b)", "[a b]",
    "if x = 1: pass", "while (x = 1): pass", "0x", "0b12", "1abc", "x = 1_",
    "x = $", "yield = 3", "f() = 1", "(a, b) += 1", "a.b + 1 = 2", "import",
    "def f(*): pass", "break", "continue", "def f():\n  nonlocal x",
    "nonlocal x", "try:\n  pass\n", "try:\n  pass\nx = 1", "x = 1 if 2",
    "y = [1 if 2]", "def f(x, x): pass", "x = lambda: yield", "del *x",
    "(a := 1) = 2", "x = (1 2)", "f(a.b c.d)", "foo(1, 2\nbar = 3\n",
    "foo(1, 2\n bar)", "d = {\n 'a': 1\n 'b': 2\n}\n", "x = 1 +\ny = \"abc\n",
    "a, *b, *c = d", "*a = 1", "x = yield", "await x", "x = *a",
    "def f(a, /, b, /): pass", "if x:\n    pass\n  else:\n    pass",
    "    \nx = 1\n  y = 2", "print(1 2)", "x = [i for i in]",
    "def f():\n  return\n x = (1,\n", "for x in y:\nfoo(1,\n",
]


def show(e):
    print(type(e).__name__, repr(e.msg), e.lineno, e.offset, e.end_lineno,
          e.end_offset, repr(e.text))
    print("".join(traceback.format_exception_only(type(e), e)), end="")


for src in snippets:
    try:
        compile(src, "<snip>", "exec")
        print(repr(src), "compiles")
    except SyntaxError as e:
        print(repr(src))
        show(e)

for src in ["1 +", "1 +\n", "a b", "x = )", "x = 1 +", "for x in (): pass",
            "x = 0008", "foo(1, 2\nbar = 3\n", "f(a b)"]:
    try:
        eval(src)
    except SyntaxError as e:
        print("eval", repr(src))
        show(e)
    try:
        exec(src)
    except SyntaxError as e:
        print("exec", repr(src), e.filename)
        show(e)

# The whole traceback of one caught at top level.
try:
    exec("total = price *\n")
except SyntaxError:
    lines = traceback.format_exc().splitlines()
    # The program's own frame names its path, which differs by runner.
    print("\n".join(lines[:1] + lines[3:]))
