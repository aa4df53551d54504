# list += and deque += accept any iterable, including instances of classes
# that only define __iter__; a class's __radd__ still takes precedence.
from collections import OrderedDict, deque, UserList

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(self.n, 0, -1))

class Adder:
    def __iter__(self):
        return iter('xy')
    def __radd__(self, other):
        return 'radd wins'

items = [0]
items += Countdown(3)
items += OrderedDict(a=1, b=2).items()
items += OrderedDict(k=1).keys()
items += UserList([9])
print(items)
alias = items
alias += Countdown(1)
print(alias is items, items[-1])

d = deque([1])
d += Countdown(2)
print(d)

r = [1]
r += Adder()
print(r)

for bad in (5, None, object()):
    x = []
    try:
        x += bad
    except TypeError as e:
        print('TypeError', e)

class NoIter:
    pass
try:
    y = []
    y += NoIter()
except TypeError as e:
    print('TypeError', e)
try:
    y = [] + Countdown(1)
except TypeError as e:
    print('TypeError', e)
