import re
s = 'naïve café — déjà vu, ÆON 42€'
print(re.sub(r'(\w+)', r'[\1]', s))
print(re.sub(r'[éèà]', lambda m: m.group().upper(), s))
print(re.subn(r'\s+', '·', s))
print(re.split(r'(\W+)', s))
print(re.findall(r'(\w)(\w)', s))
print(re.sub(r'(?P<x>é)', r'\g<x>\g<x>', s, count=1))
print(re.sub('', '|', 'äö'))
print(re.split(r'é', 'aébéc', maxsplit=1))
print(re.sub(r'(a)|b', r'<\1>', 'abc'))
print(re.sub(r'\d', '\\\\', 'a1b2'))
