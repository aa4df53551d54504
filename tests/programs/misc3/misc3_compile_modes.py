# compile() in eval and exec modes; code objects reused
expr = compile("x * 2 + 1", "<calc>", "eval")
for x in range(4):
    print(eval(expr), end=" ")
print()
block = compile("total = 0\nfor v in values:\n    total += v\n", "<block>", "exec")
for values in ([1, 2, 3], [10, 20], []):
    env = {"values": values}
    exec(block, env)
    print(env["total"])
print(expr.co_filename if hasattr(expr, "co_filename") else "?")
try:
    compile("1 +", "<bad>", "eval")
except SyntaxError as e:
    print("SyntaxError:", e.msg, e.filename, e.lineno)
try:
    compile("x = 1", "<bad>", "eval")
except SyntaxError as e:
    print("SyntaxError:", type(e).__name__)
try:
    compile("pass", "<m>", "nonsense")
except ValueError as e:
    print("ValueError:", e)
print(eval(compile("'compiled'", "<s>", "eval")))
