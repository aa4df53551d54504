import re
print(re.findall(r'\t|\n|\x41|\u0042|\U00000043|\101|\0', 'A\tB\nC\x00'))
print(re.match(r'\.\*\+\?\(\)', '.*+?()'))
print(re.findall(r'\-\#\ \&', '-# &'))
print(re.match(r'\a\f\v', '\a\f\v'))
print(re.match(r'a\Z', 'a\n'), re.match(r'\Aa', 'a'))
print(re.findall(r'\S+', ' a  bc '), re.findall(r'\D+', '12ab34c'), re.findall(r'\W', 'a-b c'))
