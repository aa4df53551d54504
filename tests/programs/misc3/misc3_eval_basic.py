# eval() of guest expression strings
print(eval("1 + 2 * 3"), eval("'ab' * 3"), eval("[x * x for x in range(5)]"))
print(eval("(lambda a, b: a - b)(10, 4)"), eval("{'k': [1, 2]}['k'][-1]"))
n = 7
print(eval("n * 6"), eval("n > 5 and 'big' or 'small'"))
exprs = ["2 ** 10", "len('hello')", "sorted('cba')", "max(3, 9, 4)", "1 if n % 2 else 0", "  42  ", "\n3\n"]
for e in exprs:
    print(repr(e), "=>", eval(e))
code = compile("n + 1", "<expr>", "eval")
print(eval(code), type(code).__name__)
print(eval("n", {"n": 100}), eval("n"))
try:
    eval("x = 1")
except SyntaxError as e:
    print("SyntaxError", type(e).__name__)
try:
    eval("undefined_name + 1")
except NameError as e:
    print("NameError:", e)
