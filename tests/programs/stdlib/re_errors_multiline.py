import re
try:
    re.compile('abc\n(def\nghi')
except re.error as e:
    print(e)
    print(e.lineno, e.colno, e.pos, repr(e.pattern))
try:
    re.compile('a(?i)b')
except re.error as e:
    print(e)
try:
    re.compile(b'(?u)x')
except re.error as e:
    print(e)
try:
    re.compile('x', re.A | re.U)
except ValueError as e:
    print('ValueError', e)
re.compile('(?x)\n  a\n  (b\n')
