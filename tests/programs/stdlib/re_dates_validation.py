import re
date = re.compile(r'^(?P<y>\d{4})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12]\d|3[01])$')
for s in ['2024-02-29', '2024-13-01', '2024-1-01', '1999-12-31', '2000-00-10', '2024-02-29\n']:
    m = date.match(s)
    print(repr(s), m.groupdict() if m else None)
ip = re.compile(r'^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$')
print([bool(ip.match(x)) for x in ['1.2.3.4', '256.1.1.1', '10.0.0.255', '1.2.3']])
hexcolor = re.compile(r'#(?:[0-9a-fA-F]{3}){1,2}\b')
print(hexcolor.findall('#fff #abcdef #abcd #12 #ABC'))
