import re
for pat in ['(abc', 'a)', '(?P<a>x)(?P<a>y)', '[abc', 'a**', '*a', '(?<x)', r'\q', '(?P=nope)', 'x{3,2}', r'\9', '(?z)', 'a|*']:
    try:
        re.compile(pat)
        print('ok', pat)
    except re.error as e:
        print(repr(pat), '->', e, '|', e.msg, e.pos, e.lineno, e.colno)
re.compile('((a)')
