import re
p = re.compile(r'(<)?(\w+@\w+(?:\.\w+)+)(?(1)>|$)')
for s in ['<user@host.com>', 'user@host.com', '<user@host.com', 'user@host.com>']:
    m = p.match(s)
    print(s, m and m.groups())
print(re.match(r'(?P<a>x)?(?(a)y|z)', 'z'))
print(re.match(r'(a)?(?(1)b)c', 'c'))
