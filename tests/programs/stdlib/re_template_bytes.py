import re
print(re.sub(rb'(\d+)', rb'[\1]', b'a12b3'))
print(re.sub(rb'(?P<x>b)', rb'\g<x>\g<x>', b'abc'))
print(re.subn(rb'\s', b'', b' a b '))
print(re.sub(b'a', lambda m: m.group().upper(), b'banana'))
try:
    re.sub(b'a', 'x', b'a')
except TypeError as e:
    print('TypeError', e)
print(re.split(rb'(,)', b'a,b'))
print(re.findall(rb'[^\x00-\x7f]', b'a\x80\xffz'))
