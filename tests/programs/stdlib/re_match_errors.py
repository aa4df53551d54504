import re
m = re.match(r'(a)(?P<n>b)', 'ab')
for g in [0, 1, 2, 'n', 3, -1, 'x', True]:
    try:
        print(g, m.group(g))
    except IndexError as e:
        print(g, 'IndexError', e)
try:
    m[5]
except IndexError as e:
    print('getitem', e)
m.span(7)
