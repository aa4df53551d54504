import re
print(re.match(r'(a+)+$', 'a' * 15 + 'b'))
print(re.match(r'(a|aa)+$', 'a' * 18))
print(re.match(r'(x+x+)+y', 'x' * 12))
print(re.match(r'(a*)*b', 'aaaa'))
print(re.match(r'(a*)+$', 'aaa').groups())
print(re.match(r'(?:a?)*?b', 'aab'))
