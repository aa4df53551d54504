import re
p = re.compile(r'(?P<first>\d+)-(?P<second>\d+)?')
print(p.groupindex, p.groups, p.pattern)
m = p.search('abc 12- x 34-56')
print(m, m.groupdict(), m.groupdict('z'), m.lastgroup, m['first'], m.group('second'))
print(m.span('first'), m.start('first'), m.end('first'))
print(dict(p.groupindex), list(p.groupindex))
m = re.match(r'(?P<a>x)(?P<b>y)?', 'x')
print(m.lastgroup, m.groupdict(), m.group('a', 'b', 0))
