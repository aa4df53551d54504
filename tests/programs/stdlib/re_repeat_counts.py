import re
print(re.match(r'a{1000}', 'a' * 1500).end(), re.match(r'(?:ab){500,}', 'ab' * 700).end())
print(re.match(r'(ab){2,4}?c', 'ababababc'), re.match(r'(ab){2,4}?', 'ababab').span())
print(re.fullmatch(r'(?:a{2}){3}', 'aaaaaa'), re.fullmatch(r'(?:a{2}){3}', 'aaaaa'))
print(re.match(r'(a{2,3}){2}', 'aaaaa').groups(), re.match(r'((a)|b){3}', 'aba').groups())
print(re.findall(r'\d{1,3}(?=(?:\d{3})*$)', '1234567'))
print(re.match(r'(?:(a)|(b)){0}', 'ab').groups(), re.match(r'a{0,0}b', 'b'))
print(re.findall(r'x{2}?', 'xxxxx'), re.findall(r'(?:xy?){2}', 'xxyxyx'))
