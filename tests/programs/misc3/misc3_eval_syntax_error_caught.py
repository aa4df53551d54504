# syntax errors in guest code are SyntaxError instances with location info
cases = ["1 +", "def", "(1, 2", "x = = 1", "if True print(1)", "return 5"]
for src in cases:
    try:
        compile(src, "<guest>", "exec")
        print(repr(src), "compiled")
    except SyntaxError as e:
        print(repr(src), "->", type(e).__name__, e.lineno, e.filename)
try:
    exec("a = 1\nb = (\n")
except SyntaxError as e:
    print("exec SyntaxError at line", e.lineno)
print(issubclass(SyntaxError, Exception), issubclass(IndentationError, SyntaxError))
try:
    exec("if True:\nx = 1")
except IndentationError as e:
    print("IndentationError", e.lineno)
