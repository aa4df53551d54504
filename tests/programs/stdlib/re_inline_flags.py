import re
print(re.findall(r'(?i)abc', 'ABC abc'))
print(re.findall(r'a(?i:b)c', 'abc aBc abC'))
print(re.findall(r'(?i)a(?-i:b)c', 'abc ABC AbC aBc'))
print(re.findall(r'(?s:.)', 'a\n'), re.findall(r'(?m:^a)', 'a\na'))
print(re.compile(r'(?i)x').flags & re.I, re.compile(r'(?s)(?m)x').flags)
print(re.compile(r'(?ims)x'))
try:
    re.compile('(?i-i:a)')
except re.error as e:
    print(e)
try:
    re.compile('(?-x)a')
except re.error as e:
    print(e)
re.compile('(?q)a')
