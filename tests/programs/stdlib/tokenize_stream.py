import io
import token
import tokenize

src = '''import os  # comment
def f(a, *args, b=1.5e3, **kw) -> "str":
    """Doc
    string."""
    if a >= 0x1F and b != 0o17:
        return [a ** 2, b // 3, ...]
    elif (a +
          b):  # inside parens
        x = {k: v for k, v in kw.items()}

        pass
    return f"{a!r}" + rb'\\x' + 'it''s'

async def g():
    await h(x := 5, y @ z)
'''
for tok in tokenize.generate_tokens(io.StringIO(src).readline):
    print(tok)
print()
for tok in tokenize.tokenize(io.BytesIO(src.encode("utf-8")).readline):
    print(tokenize.tok_name[tok.type], tok.exact_type, token.tok_name[tok.exact_type], repr(tok.string), tok.start, tok.end)
print()
t = next(tokenize.generate_tokens(io.StringIO("x = 1\n").readline))
print(t.type, t.string, t.start, t.end, repr(t.line), t == (1, "x", (1, 0), (1, 1), "x = 1\n"))
print(t._fields, type(t).__name__, isinstance(t, tuple), t[0], t[1:3])
print(repr(t._replace(string="y")))
