# compile(..., "single"): expression statements at module level (also in
# loops there) show their value through sys.displayhook, kept as builtins._.
c = compile('1+1', 'x', 'single'); exec(c, {})
exec(compile('None', 'x', 'single'))
exec(compile("'a'", 'x', 'single'))
exec(compile("for i in range(2):\n    i\n", 'x', 'single'))
exec(compile("def f():\n    5\n", 'x', 'single'))
exec(compile("x = 5", 'x', 'single'))
print(_)
import sys, io
buf = io.StringIO(); old = sys.stdout; sys.stdout = buf
exec(compile("[1, 2]", 'x', 'single'))
sys.stdout = old
print(repr(buf.getvalue()))
sys.displayhook(7)
print(sys.displayhook is sys.__displayhook__)
