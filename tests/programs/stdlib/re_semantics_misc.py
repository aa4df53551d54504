import re
cases = [
 (r'(?i)[^a]', 'A'), (r'(?i)[^a]', 'b'), (r'[\W\d]+', 'ab12-_c'), (r'(?i)\u0130', 'i'),
 (r'(a)(?(1)b|c)*', 'abbb'), (r'(?:a|())*b', 'aab'), (r'(a|)*b', 'aab'), (r'(?:()|a)*b', 'aab'),
 (r'(a?)*?b', 'ab'), (r'((a)|(b))*', 'aba'), (r'(?P<x>a)(?P=x)+', 'aaa'), (r'(a)(?<=\1)', 'a'),
 (r'.*?x', 'abx'), (r'\s*$', 'ab  \n'), (r'[^\n]+$', 'a\nb\n'), (r'(?s).*', 'a\nb'),
 (r'\d{2,}?', '12345'), (r'(ab|a)(bc|c)', 'abc'), (r'((a)|(ab))((c)|(bc))', 'abc'),
 (r'a(?=b)|ab', 'ab'), (r'(?<=\b)\w', ' x'), (r'(?i)k', '\u212a'), (r'(?i)[k]', '\u212a'), (r'(?i)s', '\u017f'),
 (r'x*+', 'xxx'), (r'(?:a{0,3}){2}', 'aaaa'), (r'(a{1,2}){2}', 'aaa'), (r'(?:(a)|b){2}', 'ab'),
 (r'[a-z--]', '-'), (r'[\s\d]', '\u2003'), (r'\w', '\u00b2'), (r'\d', '\u00b2'), (r'\w', '\u2160'),
]
for pat, s in cases:
    try:
        m = re.search(pat, s)
        print(repr(pat), m, m and m.groups(), m and m.lastindex)
    except Exception as e:
        print(repr(pat), type(e).__name__, e)
print(re.findall(r'(?<=a)|b', 'ab'), re.sub('(?=a)', '^', 'aa'), re.split('(?<=a)', 'aba'))
print(re.compile(r'(?P<a>.)(?P<b>.)').groupindex)
print(re.match(r'(a)(b)', 'ab').span(True))
print(re.compile('a').search('bab', pos=2), re.compile('a').search('bab', endpos=2))
m = re.match(r'(?P<a>\w)', 'x')
print(m.regs, m.re.groupindex, m.expand(r'\g<a>\\x'))
print(re.compile('a\nb'), re.compile('\x00'), re.compile("it's"), re.compile(b"it's\"\xff"))
print(re.match('a', 'a').__class__, re.compile('a').__class__.__name__)
print(repr(re.match('a'*100, 'a'*100)))
print(re.Match, re.Pattern, re.error)
print(re.search(r'[[]', '['), re.search(r'[a&&b]', '&'))
for p in [r'(?P<n>a)(?P=n', r'(?(1)a|b|c)', r'(?(x)a)', r'(?(0)a)', r'(?P', r'(?', r'(?<', '[a', r'\N{DASH}', r'(?iu)x', r'a{3']:
    try:
        re.compile(p); print('ok', p)
    except re.error as e:
        print(p, e)
