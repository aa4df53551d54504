import re
print(re.split(r'(\s)(x)?', 'a b xc'))
print(re.split(r'\d', 'a1b2c3', maxsplit=2), re.split(r'\d', 'a1b2c3', maxsplit=-1))
print(re.split(r'^', 'a\nb', flags=re.M), re.split(r'$', 'a\nb', flags=re.M))
print(re.compile(r',').split('a,,b,'), re.split('a', 'aaa'))
print(re.split(r'(?:,|;)+', 'a,;b;;c'))
