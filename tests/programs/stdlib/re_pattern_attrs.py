import re
p = re.compile(r'(?P<a>x)(y)(?P<c>z)?', re.M | re.I)
print(p.pattern, p.flags, p.groups, p.groupindex)
print(p.groupindex['a'], 'c' in p.groupindex, len(p.groupindex))
print(type(p).__name__, type(p.match('xy')).__name__, isinstance(p, re.Pattern), isinstance(p.match('xy'), re.Match))
try:
    p.groupindex['q'] = 1
except TypeError as e:
    print('TypeError', e)
print(repr(re.compile('a' * 300))[:40], len(repr(re.compile('a' * 300))))
print(re.match('.*', 'x' * 100))
