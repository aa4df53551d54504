import re
p = re.compile('ab+')
print(re.compile('ab+') is p, re.compile(p) is p, p == re.compile('ab+'), p == re.compile('ab+', re.I))
print(hash(p) == hash(re.compile('ab+')))
re.purge()
print(re.compile('ab+') == p)
print(re.match(p, 'abbb'), re.search(p, 'xab'))
try:
    re.compile(p, re.I)
except ValueError as e:
    print(e)
import copy
print(copy.copy(p) is p, copy.deepcopy(p) is p)
re.compile(5)
