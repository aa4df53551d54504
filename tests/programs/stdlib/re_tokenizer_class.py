import re
from dataclasses import dataclass

@dataclass
class Token:
    kind: str
    text: str
    line: int
    col: int

SPEC = [
    ('NUMBER', r'\d+(?:\.\d*)?'),
    ('ASSIGN', r':='),
    ('END', r';'),
    ('ID', r'[A-Za-z]+'),
    ('OP', r'[+\-*/]'),
    ('NEWLINE', r'\n'),
    ('SKIP', r'[ \t]+'),
    ('MISMATCH', r'.'),
]
REGEX = re.compile('|'.join('(?P<%s>%s)' % pair for pair in SPEC))

def tokenize(code):
    line, start = 1, 0
    for mo in REGEX.finditer(code):
        kind = mo.lastgroup
        value = mo.group()
        col = mo.start() - start
        if kind == 'NEWLINE':
            start = mo.end()
            line += 1
            continue
        if kind == 'SKIP':
            continue
        if kind == 'MISMATCH':
            raise RuntimeError(f'{value!r} unexpected on line {line}')
        yield Token(kind, value, line, col)

for t in tokenize('x := 3 + 42.5;\ny := x * 2;\n'):
    print(t)
list(tokenize('a := 1 ? 2'))
