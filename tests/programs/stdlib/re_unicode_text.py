import re
s = 'Привет, мир! 你好 世界 🎉 ok'
print(re.findall(r'\w+', s))
print(re.search(r'мир', s).span(), re.sub(r'\s+', '_', s))
print(re.split(r'[,!]\s*', s))
print(re.findall(r'.', '🎉a'), re.match(r'(.)(.)', 'é🎉').groups())
print(re.findall(r'[а-я]+', s), re.findall(r'(?i)ПРИВЕТ', s))
m = re.search(r'(?P<x>世界)', s)
print(m, m.start(), m.end())
