import io
import tokenize
from tokenize import TokenError

def show(src):
    print(repr(src))
    try:
        for t in tokenize.generate_tokens(io.StringIO(src).readline):
            print("  ", tokenize.tok_name[t.type], repr(t.string), t.start, t.end, repr(t.line))
    except (TokenError, IndentationError, SyntaxError) as e:
        print("  ", type(e).__name__, e.args)

for src in [
    "x = 1",
    "x = 1\n",
    "# just a comment",
    "if x:\n    y = 2\n",
    "if x:\n    y\n  z\n",
    "if x:\n\tif y:\n\t\tpass\nz\n",
    "s = '''multi\nline''' + 'a'\n",
    "s = 'cont\\\ninued'\n",
    "t = (1,\n     2,\n     3)\n",
    "total = a + \\\n    b\n",
    "x = (1,\n",
    "s = '''never closed\n",
    "1_000 0xFF 0b1010 0o777 1.5 .5 5. 1e10 1E-5 3j 2.5J 0_0 1if x else 2\n",
    "a $ b ? c\n",
    "x == y != z <= w >= v << u >> t ** s // r -> q ... p := o\n",
    "\n\n  \n",
    "def f():\n    pass\n\n\n",
    "x = 1  \r\ny = 2\r\n",
    "[1,\n # inner comment\n 2]\n",
    "print('unterminated)\n",
    "class A:\n    def m(self):\n        return 1\n",
    "",
]:
    show(src)
