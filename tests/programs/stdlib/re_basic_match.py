import re
m = re.match(r'(\w+) (\w+)', 'hello world foo')
print(m)
print(type(m), m.groups(), m.group(0, 1, 2), m.span(2), m.lastindex, m[1])
print(m.start(), m.end(), m.start(1), m.end(2), m.string, m.pos, m.endpos)
print(re.match('x', 'abc'), re.match('', ''), re.match('a*', 'bbb'))
print(m.re, m.re.pattern)
print(bool(m), m.regs)
