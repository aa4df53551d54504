import re
for m in re.finditer(r'(?P<word>[a-z]+)(?P<num>\d*)', 'abc12 de f3g'):
    print(m.span(), m.group('word'), m.group('num'), m.groupdict(), m.lastgroup, m.lastindex)
it = re.finditer(r'x*', 'axxb')
print([m.span() for m in it])
print([m.group() for m in re.compile(r'\w+').finditer('one two three', 4, 11)])
