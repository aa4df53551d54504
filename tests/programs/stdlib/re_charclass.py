import re
print(re.findall(r'[a-cx-z]', 'abcdwxyz'))
print(re.findall(r'[^\w\s]', 'a, b! c?'))
print(re.findall(r'[\d.]+', 'v1.2.3 and 45'))
print(re.findall(r'[]a]', 'a]b'), re.findall(r'[^]a]', 'a]b'))
print(re.findall(r'[-a]', 'a-b'), re.findall(r'[a\-z]', 'a-z'), re.findall(r'[\\]', 'a\\b'))
print(re.findall(r'[\t\n]', 'a\tb\nc'), re.findall(r'[\x41-\x43]', 'ABCD'), re.findall(r'[\101]', 'A'))
print(re.findall(r'[\s\S]', 'a\n'), re.findall(r'[.]', 'a.b'), re.findall(r'[$^]', 'a$^'))
print(re.findall(r'[\b]', 'a\bb'), re.findall(r'[\u00e9-\u00ea]', 'éêë'))
