import re
s = ('word ' * 2000) + 'end'
print(len(re.findall(r'\w+', s)), re.search(r'end$', s).span())
print(len(re.split(r'\s+', s)), re.subn('o', '0', s)[1])
big = 'ab' * 5000
print(re.fullmatch(r'(?:ab)+', big) is not None, re.match(r'(ab)*', big).span(1))
print(re.search(r'x', 'a' * 20000 + 'x').start())
print(len(re.sub(r'(\w)', r'\1\1', 'abc' * 1000)))
