import re
for pat, s in [(r'\d+', 'abc 123 def 45'), (r'[A-Z]\w*', 'the Quick brown'), (r'o{2}', 'foo boo'),
               (r'^abc', 'xabc'), (r'abc$', 'abc\n'), (r'\bcat\b', 'concat cat'), (r'x?', 'yyy')]:
    m = re.search(pat, s)
    print(repr(pat), m, m and m.span())
