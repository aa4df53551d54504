# collections: copy/deepcopy of every container, Counter odds and ends, dict subclasses that override __setitem__.
import copy
from collections import defaultdict, OrderedDict, Counter, namedtuple, ChainMap, UserDict, UserList, deque
P = namedtuple('P', 'x y')
dd = defaultdict(list, a=[1])
for obj in (dd, OrderedDict(a=[1], b=2), Counter('aab'), P([1], 2), ChainMap({'a': [1]}), UserDict(a=[1]), UserList([[1]]), deque([[1]])):
    c1, c2 = copy.copy(obj), copy.deepcopy(obj)
    print(type(c1).__name__, c1, c2, c1 == obj, c2 == obj)
print(Counter(a=1) == {'a': 1}, Counter(a=1.5) + Counter(a=1), Counter({'a': 2, 1: 3}))
c = Counter(a=3); c.update(Counter(a=1, b=2)); print(c)
class MyOD(OrderedDict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 2)
print(MyOD(a=1, b=2), MyOD([('c', 3)]))
class DD(defaultdict):
    pass
d = DD(int); d['x'] += 1; print(d, DD.__name__)
