import re
def repl(m):
    return str(int(m.group()) * 2)
print(re.sub(r'\d+', repl, 'a1 b20 c300'))
print(re.subn('a', lambda m: m.group().upper(), 'banana'))
print(re.subn(r'(\w+)@(\w+)', lambda m: m.group(2) + '@' + m.group(1), 'x@y z@w', count=5))
print(re.sub('a', lambda m: None, 'banana'))
calls = []
re.sub(r'\w', lambda m: calls.append(m.start()) or '', 'abc')
print(calls)
print(re.compile('o').subn('0', 'foo boo'))
