import io
import token
import tokenize

src = "def add(a, b):\n    # sum\n    return a+b  # done\n\nprint( add(1,2) )\n"
toks = list(tokenize.generate_tokens(io.StringIO(src).readline))
print(repr(tokenize.untokenize(toks)))
print(tokenize.untokenize(toks) == src)
pairs = [(t.type, t.string) for t in toks]
print(repr(tokenize.untokenize(pairs)))
btoks = list(tokenize.tokenize(io.BytesIO(src.encode()).readline))
print(btoks[0])
print(repr(tokenize.untokenize(btoks)))
print(repr(tokenize.untokenize([(t.type, t.string) for t in btoks])))

# Renaming identifiers, a common use.
out = []
for t in tokenize.generate_tokens(io.StringIO("x = x + y\nz = 'x'\n").readline):
    if t.type == token.NAME and t.string == "x":
        t = t._replace(string="renamed")
    out.append((t.type, t.string))
print(repr(tokenize.untokenize(out)))

# Counting comments and names.
code = "a = 1  # one\n# two\nb = a * 2\n"
kinds = {}
for t in tokenize.generate_tokens(io.StringIO(code).readline):
    kinds[tokenize.tok_name[t.type]] = kinds.get(tokenize.tok_name[t.type], 0) + 1
print(sorted(kinds.items()))

print(tokenize.detect_encoding(io.BytesIO(b"# -*- coding: latin-1 -*-\nx = 1\n").readline))
print(tokenize.detect_encoding(io.BytesIO(b"\xef\xbb\xbfx = 1\n").readline))
print(tokenize.detect_encoding(io.BytesIO(b"x = 1\n").readline))
print([t.string for t in tokenize.tokenize(io.BytesIO(b"# coding: latin-1\ns = '\xe9'\n").readline)])
try:
    tokenize.detect_encoding(io.BytesIO(b"# coding: nonsense\n").readline)
except SyntaxError as e:
    print("SyntaxError", e)
print(token.ENDMARKER, token.NAME, token.OP, token.NL, token.COMMENT, token.ENCODING, token.N_TOKENS, token.NT_OFFSET)
print(len(token.tok_name), token.tok_name[54], token.EXACT_TOKEN_TYPES["**="], len(token.EXACT_TOKEN_TYPES))
print(token.ISTERMINAL(token.NAME), token.ISNONTERMINAL(300), token.ISEOF(token.ENDMARKER))
print(tokenize.NAME is token.NAME, "TokenInfo" in tokenize.__all__, tokenize.tok_name is token.tok_name)

import os
import tempfile
path = os.path.join(tempfile.mkdtemp(), "latin.py")
with open(path, "wb") as f:
    f.write(b"# -*- coding: latin-1 -*-\ns = '\xe9'\n")
with tokenize.open(path) as f:
    print(f.encoding, repr(f.read()))
with open(path, "rb") as f:
    print([t.string for t in tokenize.tokenize(f.readline)])
os.remove(path)
os.rmdir(os.path.dirname(path))
