# Arity and index errors of builtin methods, worded as CPython words them.
import collections


class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class D(dict):
    pass


cases = [
    "[1].index(1,'a')", "[1].index(1,0,'a')", "(1,).index(1,'a')", "[1].index(1, None)",
    "[1, 2, 3].index(3, I(1))", "[1, 2, 3].index(3, -10**30, 10**30)", "(1, 2).index(2, -1)",
    "[1, 2, 3].index(1, 10**30)", "[1].index(1, I('x'))",
    "[].__getitem__()", "[].__getitem__(1,2)", "{}.__getitem__()", "D().__getitem__()",
    "{}.__contains__()", "set().__contains__()", "frozenset().__contains__(1, 2)",
    "().__getitem__()", "''.__getitem__()", "range(1).__getitem__()",
    "[].__contains__()", "''.__contains__()",
    "[].__setitem__(1)", "{}.__setitem__(1)",
    "[].__len__(1)", "{}.__len__(1)", "[].__iter__(1)", "(1).__bool__(2)",
    "(1).__format__()", "(1.5).__format__('', 1)", "'a'.__format__()",
    "[].__eq__()", "[].__lt__()", "(1).__add__()",
    "collections.deque([1]).index(1, 'a')",
]
for s in cases:
    try:
        print(s, "->", repr(eval(s)))
    except Exception as e:
        print(s, "!!", type(e).__name__, e)
