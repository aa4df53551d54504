def t(f):
    try:
        print('ok', repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
class BadLen:
    def __len__(self): return -1
class StrLen:
    def __len__(self): return 'x'
class BigLen:
    def __len__(self): return 2 ** 70
class BadBool:
    def __bool__(self): return 1
class BadRepr:
    def __repr__(self): return 5
class BadStr:
    def __str__(self): return None
class BadIndex:
    def __index__(self): return 1.5
class GoodIndex:
    def __index__(self): return 2
class BadIter:
    def __iter__(self): return 5
class BadHash:
    def __hash__(self): return 'h'
class NoHash:
    __hash__ = None
class EqOnly:
    def __eq__(self, o): return True
class Cont:
    def __contains__(self, x): return x == 3
class GI:
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * 10
class Fmt:
    def __format__(self, spec): return f"<{spec}>"
class Int:
    def __int__(self): return 7
class Flt:
    def __float__(self): return 2.5
class BadInt:
    def __int__(self): return 'x'
t(lambda: len(BadLen()))
t(lambda: len(StrLen()))
t(lambda: len(BigLen()))
t(lambda: bool(BadBool()))
t(lambda: repr(BadRepr()))
t(lambda: str(BadStr()))
t(lambda: [1, 2, 3][BadIndex()])
t(lambda: [1, 2, 3][GoodIndex()])
t(lambda: 'abcd'[GoodIndex():])
t(lambda: range(GoodIndex()))
t(lambda: bin(GoodIndex()))
t(lambda: iter(BadIter()))
t(lambda: hash(BadHash()))
t(lambda: hash(NoHash()))
t(lambda: {NoHash()})
t(lambda: hash(EqOnly()))
t(lambda: 3 in Cont())
t(lambda: 4 not in Cont())
t(lambda: list(GI()))
t(lambda: 20 in GI())
t(lambda: f"{Fmt():abc} {Fmt()}")
t(lambda: format(Fmt(), 'x'))
t(lambda: int(Int()))
t(lambda: float(Flt()))
t(lambda: int(BadInt()))
t(lambda: float(Int()))
t(lambda: complex(Flt()))
t(lambda: round(Flt()))
t(lambda: [1, 2] * GoodIndex())
t(lambda: 'ab' * GoodIndex())
t(lambda: sorted([EqOnly(), EqOnly()]))
t(lambda: EqOnly() == 5)
t(lambda: 5 == EqOnly())
t(lambda: [EqOnly()].index(9))
t(lambda: [9].count(EqOnly()))
t(lambda: object() == object())
t(lambda: NotImplemented)
t(lambda: bool(NotImplemented))
t(lambda: Ellipsis)
t(lambda: type(None)())
t(lambda: type(...)())
t(lambda: int.__name__)
t(lambda: type(int))
t(lambda: type(type))
t(lambda: type(len))
t(lambda: type(lambda: 0))
t(lambda: type(x for x in []))
t(lambda: type(iter([])))
t(lambda: type({}.keys()))
t(lambda: type(range(2)))
t(lambda: int.__mro__)
t(lambda: bool.__mro__)
t(lambda: KeyError.__mro__)
t(lambda: repr(int))
t(lambda: str(ValueError))
t(lambda: repr(ValueError('x', 2)))
t(lambda: str(ValueError('x', 2)))
t(lambda: str(KeyError('k')))
t(lambda: repr(KeyError('k')))
t(lambda: str(KeyError()))
t(lambda: ValueError('a').args)
t(lambda: OSError(2, 'No such file').errno)
t(lambda: str(OSError(2, 'No such file', 'x.txt')))
t(lambda: StopIteration(5).value)
t(lambda: SystemExit(3).code)
t(lambda: isinstance(True, int))
t(lambda: issubclass(bool, (str, int)))
t(lambda: isinstance([], (list, tuple)))
t(lambda: callable(len))
t(lambda: callable(5))
