import re
print(re.findall(rb'\d+', b'a1 b22'))
m = re.match(rb'(?P<k>\w+)=(\w+)', b'key=val')
print(m, m.groups(), m.groupdict(), m.group(0))
print(re.sub(rb'a', rb'<\g<0>>', b'banana'))
print(re.split(rb'\s+', b'a b  c'))
print(re.compile(rb'\xff+').search(b'\x00\xff\xff'))
print(re.findall(rb'\w', b'a\xe9b'))
print(re.escape(b'a.b'), re.escape('1+1=2?'))
try:
    re.match('a', b'a')
except TypeError as e:
    print(e)
try:
    re.match(b'a', 'a')
except TypeError as e:
    print(e)
re.findall(rb'x', 5)
