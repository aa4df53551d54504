import re
pats = [r'(?P<a>x)(?P=a', r'(?P<a-b>x)', r'(?P<a>x)(?P<b>y)(?P=c)', r'(?<=a)(?<!b', r'(?', r'(?P', r'(?P<', r'(?P<a>', r'(?i', r'(?i-', r'(?i-:a)', r'(?-:a)', r'(?a-u:x)', r'(?au)x',
        r'(?L)x', r'x(?x)', r'(?x)x(?i)', r'[\A]', r'\8', r'(a)\2', r'(?(2)a|b)(c)', r'(?(2)a|b)', r'(?(a)x)', r'(?(-1)x)', r'(?(1a)x)', r'a{1,2}{3}', r'\cA', r'[a-\d]', r'[\d-a]', r'\U0011ffff', r'\u00', r'(?<=\1)(a)', r'(a)(?<=\1)', r'(?<=(?P<x>a)(?P=x))b',
        r'(?#comment)a', '(?x)# only comment', r'(?<=a|bc)', r'(?<!a{1,2})', r'(a)(?<=(?(1)b|cd))', r'(?m:^)a$(?s:.)', r'(?-i:a)', '\\']
for p in pats:
    try:
        c = re.compile(p)
        print('ok', repr(p), c.groups, c.flags)
    except re.error as e:
        print(repr(p), '->', e)
    except Exception as e:
        print(repr(p), type(e).__name__, e)
