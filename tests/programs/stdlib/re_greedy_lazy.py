import re
s = '<a><b></b></a>'
print(re.findall(r'<.*>', s), re.findall(r'<.*?>', s))
print(re.match(r'a{2,3}', 'aaaa'), re.match(r'a{2,3}?', 'aaaa'), re.match('a{,2}', 'aaa'), re.match('a{2,}', 'aaaaa'))
print(re.match(r'(a+?)(a*)', 'aaa').groups(), re.match(r'(a*?)(a+)$', 'aaa').groups())
print(re.match(r'(ab)*?c', 'ababc').group(1), re.match(r'(ab)+?', 'abab').group())
print(re.match(r'x{3}', 'xxxx'), re.match(r'x{0}y', 'y'), re.match(r'a{1,2}b{1}', 'aab'))
print(re.match(r'a{', 'a{'), re.match(r'a{x}', 'a{x}'), re.match(r'a{1,x}', 'a{1,x}'), re.match(r'{}', '{}'))
print(re.match(r'(?:a|ab)(?:c|bcd)(d*)', 'abcd').groups())
