import re
print(re.match(r'(a)*', 'aaa').groups(), re.match(r'(a)*', '').groups())
print(re.match(r'(?:(a)|(b))+', 'ab').groups())
print(re.match(r'(?:(a)|(b))+', 'ba').groups())
print(re.match(r'(a*)+', 'aa').groups(), re.match(r'(a*)*', 'aa').span(1))
print(re.match(r'(a?)+?b', 'aab').groups())
print(re.match(r'((a)|b)+', 'ab').groups())
print(re.match(r'(?:(\d)(\w))*', '1a2b3c').groups())
print(re.search(r'(a)(?=(b))', 'ab').groups(), re.search(r'(a)(?!(b))', 'ac').groups())
