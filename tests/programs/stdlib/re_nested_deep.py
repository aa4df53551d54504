import re
p = re.compile('(' * 50 + 'a' + ')' * 50)
print(p.groups, p.match('a').span(49))
print(re.match('(?:' * 60 + 'b' + ')*' * 60, 'bbb'))
print(re.match('((((((((((a))))))))))\\10', 'aa'))
re.compile('(' * 2000 + ')' * 2000)
