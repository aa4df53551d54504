import re
cases = [
 (r'(a)(b)|(a)(c)', 'ac'), (r'((a)|(b))+', 'ab'), (r'(?:(a)|(b)|c)+', 'abc'), (r'(a)?b', 'b'),
 (r'(?:(a)b)?a', 'a'), (r'(a(b)?)+', 'aba'), (r'(a)(?=b)', 'ab'), (r'(?=(a))(a)', 'a'),
 (r'(?!(a)b)(a)', 'ac'), (r'(?<=(a))(b)', 'ab'), (r'(x)?(?(1)y|z)+', 'zz'), (r'(a|ab)(c|bcd)(d*)', 'abcd'),
 (r'(.*)(\d+)', 'abc123'), (r'(.*?)(\d+)', 'abc123'), (r'(\w+)\s*=\s*(?P<v>.*?)\s*(?:#.*)?$', 'key = value # c'),
 (r'(?P<a>a)|(?P<b>b)', 'b'), (r'(a)(b)(c)?', 'ab'), (r'((((a))))', 'a'), (r'(a)|(b)|(c)', 'c'),
 (r'(?:a(b)|a(c))d', 'acd'), (r'^(?:(\d+)\.)?(\d+)$', '12'), (r'(a+)(a+)(a+)', 'aaaaa'), (r'(a+?)(a+?)(a+)', 'aaaaa'),
 (r'(?>(a+))b', 'aab'), (r'(a)++', 'aa'), (r'\b(\w+)\b.*\b\1\b', 'hello big hello'),
]
for pat, s in cases:
    m = re.search(pat, s)
    print(repr(pat), m and (m.span(), m.groups(), m.lastindex, m.lastgroup, m.regs))
