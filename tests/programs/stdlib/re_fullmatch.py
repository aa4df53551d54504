import re
print(re.fullmatch(r'a|ab', 'ab'), re.fullmatch(r'\d+', '123'), re.fullmatch(r'\d+', '123a'))
print(re.fullmatch(r'a*?', 'aaa'), re.fullmatch(r'(a|b)*?c', 'abac'))
print(re.compile('o+').fullmatch('foo', 1), re.compile('o+').fullmatch('fooo', 1, 3))
print(re.fullmatch('', ''), re.fullmatch('x*', ''))
