import re
print(re.match(r'a|ab|abc', 'abc'), re.match(r'abc|ab|a', 'abc'))
print(re.findall(r'cat|dog|bird', 'dog cat fish bird'))
print(re.match(r'(?:x|y|)z', 'z'), re.match(r'|a', 'a'))
print(re.findall(r'(red|green|blue) (\w+)', 'red car, blue sky, green'))
print(re.match(r'(a|b|c)+', 'abcabd').group(0, 1))
print(re.sub(r'(?i)(cat)|(dog)', lambda m: 'C' if m.group(1) else 'D', 'Cat dog CAT'))
