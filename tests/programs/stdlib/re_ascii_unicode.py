import re
s = 'a1 b22 ٣٤ café naïve _x'
print(re.findall(r'\d+', s), re.findall(r'\d+', s, re.A))
print(re.findall(r'\w+', s), re.findall(r'\w+', s, re.ASCII))
print(re.findall(r'\s', 'a\u2003b\x1cc d'), re.findall(r'\s', 'a\u2003b\x1cc d', re.A))
print(re.findall(r'\bcaf', 'café'), re.findall(r'\W+', 'héllo wörld'))
print(re.findall(r'(?a)\w+', 'héllo'), re.findall(r'(?a:\w+)é', 'héllo'))
