import re
print([m.span() for m in re.finditer(r'x*', 'axxb' * 10)])
print([m.span() for m in re.finditer(r'', 'abcdefghijklmnopqrstuvwxyz')])
print([(m.span(), m.pos, m.endpos) for m in re.compile(r'\w').finditer('abcdefghijklmnopqrstuvwxyz' * 3, 3, 70)][-3:])
it = re.finditer(r'\d', '1234567890' * 100)
print(next(it), next(it), sum(1 for _ in it))
big = 'ab' * 2000000
m = next(re.finditer(r'b', big))
print(m, m.pos, m.endpos)
for i, m in enumerate(re.finditer(r'(?=(a|b))|x', 'abx' * 20)):
    if i > 40:
        print(i, m.span(), m.groups())
        break
