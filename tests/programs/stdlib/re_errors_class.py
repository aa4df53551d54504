import re
for pat in ['[z-a]', r'[\d-z]', '[]', '[^]', r'[\w-]', '[a-]', r'[\x4]', r'\x4g', r'\u12', r'[\777]', r'\777', '(?P<1a>x)', '(?P<>x)', '(?P<a', '(?#unterminated']:
    try:
        p = re.compile(pat)
        print('ok', repr(pat), p.findall('a-z]^w\x04'))
    except re.error as e:
        print(repr(pat), '->', e)
re.compile('[a-z')
