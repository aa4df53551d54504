# from module import * binds the public names (or __all__) of the module.
from math import *
print(pi, floor(2.5), sqrt(16.0), inf > 10**100)
from itertools import *
print(list(islice(count(3), 4)), list(chain([1], [2])))
from collections import *
print(OrderedDict([(1, 2)]), deque([1, 2]), Counter("abca").most_common(1))
from json import *
print(dumps({"a": [1, 2]}), loads("[3]"))
print("_private" in globals(), "floor" in globals())


def uses_star_names():
    return floor(7.9) + ceil(0.1)


print(uses_star_names())
from string import *
print(ascii_lowercase[:5], capwords("hello world"))
