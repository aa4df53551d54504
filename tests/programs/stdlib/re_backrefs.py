import re
print(re.findall(r'(\w)\1', 'aabbcd ee'))
print(re.match(r'(?P<q>["\']).*?(?P=q)', '"hi" there'))
print(re.search(r'(\w+) \1', 'the the cat'))
print(re.match(r'(a)|\1', 'b'))
print(re.sub(r'(\w+) (\w+)', r'\2 \1', 'hello world'))
print(re.match(r'(a*)\1$', 'aaaa').group(1))
print(re.match(r'(?:(a)|b)\1', 'bb'))
