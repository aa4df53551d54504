import re
try:
    re.compile(r'(?<=a+)b')
except re.error as e:
    print('error:', e, e.pos)
print(re.compile(r'(?<=a{3})b').search('aaab'))
print(re.compile(r'(?<=(?:ab|cd))e').search('cde'))
re.compile(r'(?<!x|yz)w')
