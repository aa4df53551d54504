import re
print(re.match(r'(?>a+)b', 'aaab'), re.match(r'(?>a+)a', 'aaa'))
print(re.match(r'a++a', 'aaa'), re.match(r'a++b', 'aab'))
print(re.match(r'(?:ab)*+ab', 'ababab'), re.match(r'x?+x', 'x'))
print(re.findall(r'\d++', '12 345'), re.match(r'a{1,2}+a', 'aaa'))
print(re.match(r'(?>(a)|ab)c', 'abc'))
