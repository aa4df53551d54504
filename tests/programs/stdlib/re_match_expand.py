import re
m = re.search(r'(?P<name>\w+)@(?P<dom>\w+)', 'mail bob@example now')
print(m.expand(r'\g<dom>:\g<name> (\1) \g<0>'))
print(m.expand(r'\2-\1\n'))
print(m.expand('plain'))
m2 = re.match(rb'(a)(b)?', b'a')
print(m2.expand(rb'[\1][\2]'))
