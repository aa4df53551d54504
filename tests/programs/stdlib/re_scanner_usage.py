import re
tokens = [('NUM', r'\d+(?:\.\d+)?'), ('ID', r'[A-Za-z_]\w*'), ('OP', r'[+\-*/=()]'), ('WS', r'\s+'), ('BAD', r'.')]
tok_re = re.compile('|'.join('(?P<%s>%s)' % t for t in tokens))
for m in tok_re.finditer('x = 3.14 * (y2 + 7) $'):
    if m.lastgroup != 'WS':
        print(m.lastgroup, repr(m.group()), m.start())
