import re
print(re.findall(r'\d+', 'a1 b22 c333'))
print(re.findall(r'(\w)=(\d)', 'a=1, b=2, c=x'))
print(re.findall(r'(a)(b)?', 'ab a ab'))
print(re.findall(r'(?:ab)+', 'ababx ab'))
print(re.findall(r'', 'abc'))
print(re.findall(r'a|', 'bab'))
print(re.findall(r'\w*', 'hi there'))
print(re.findall(r'(\d)|x', 'x1x2'))
