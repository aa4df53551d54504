import re
s = 'one\ntwo\nthree\n'
print(re.findall(r'^\w+', s))
print(re.findall(r'^\w+', s, re.M))
print(re.findall(r'\w+$', s))
print(re.findall(r'\w+$', s, re.M))
print(re.findall(r'.+', s))
print(re.findall(r'.+', s, re.S))
print(re.search(r'one.two', s), re.search(r'one.two', s, re.DOTALL))
print(re.findall(r'\A\w+|\w+\Z', 'ab cd'))
print(re.search(r'$', 'ab\n').span(), re.search(r'\Z', 'ab\n').span())
print(re.findall(r'(?m)^$', 'a\n\nb\n'))
