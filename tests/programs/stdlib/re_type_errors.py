import re
for args in [(1, 'a'), ('a', None), ('a', ['a'])]:
    try:
        re.search(*args)
    except TypeError as e:
        print('TypeError', e)
try:
    re.sub('a', 1, 'a')
except TypeError as e:
    print('TypeError', e)
print(re.search('a', bytearray(b'xa')))
re.compile('a').match(123)
