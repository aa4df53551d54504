import re
for pat in ['a{2,1}', 'a{1}{2}', '(?:a)*+*', '+', 'a|?', '^*', r'\b+', '(?=a)*', 'a{65536}', 'x{1,}{2}']:
    try:
        print(repr(pat), re.compile(pat).match('aaa'))
    except re.error as e:
        print(repr(pat), 'error', e)
try:
    re.compile('a{99999999999}')
except OverflowError as e:
    print('OverflowError', e)
re.compile('a??+')
