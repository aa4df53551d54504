from collections import OrderedDict, UserDict, ChainMap, Counter
import collections.abc as abc

class M(abc.Mapping):
    def __init__(self, d): self.d = d
    def __getitem__(self, k): return self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)

for make in (OrderedDict, lambda d: UserDict(d), lambda d: ChainMap(d), M):
    a = make({'a': 1, 'b': [2]})
    k, it = a.keys(), a.items()
    print(sorted(k & {'a', 'z'}), sorted(k | {'z'}), sorted(k - {'a'}), sorted(k ^ {'a', 'q'}))
    print(sorted({'a', 'z'} & k), sorted({'z'} | k), sorted({'a', 'y'} - k), sorted({'a', 'q'} ^ k))
    print(k == {'a', 'b'}, k != {'a'}, k <= {'a', 'b', 'c'}, k < {'a', 'b'}, k >= {'a'}, k > {'a', 'b'})
    print(it == [('a', 1)], k == ['a', 'b'], k.isdisjoint(['x']), ('b', [2]) in it)
    print(it == make({'a': 1, 'b': [2]}).items(), it <= make({'a': 1, 'b': [2], 'c': 3}).items())
    try:
        k < 5
    except TypeError as e:
        print('TypeError', e)
print(sorted(Counter('abc').keys() & 'ab'))
