import re
p = re.compile(r"""
    (?P<year>\d{4})   # year
    -
    (?P<month>\d{2})  # month
    [ ]? \# literal
""", re.VERBOSE)
print(p.match('2024-05 #').groupdict())
print(re.match(r'(?x) a b c', 'abc'))
print(re.match(r'(?x) a\ b', 'a b'))
print(re.findall(r'(?x)[ a ]', 'a b'))
print(re.match(r'a b(?x: c d)', 'a bcd'))
