# T.__new__(cls) for a builtin type T checks the class it is given, and
# object.__new__ refuses arguments meant for no __init__.


class A:
    pass


class B(int):
    pass


class K(KeyError):
    pass


class O(OSError):
    pass


class I:
    def __init__(self, *a):
        self.a = a


class N:
    def __new__(cls, *a):
        return super().__new__(cls, *a)


class NI:
    def __new__(cls, *a):
        return super().__new__(cls, *a)

    def __init__(self, *a):
        pass


class Double(int):
    def __new__(cls, v):
        return super().__new__(cls, v * 2)


tests = [
    lambda: int.__new__(A),
    lambda: str.__new__(A, "x"),
    lambda: float.__new__(A),
    lambda: list.__new__(A),
    lambda: dict.__new__(A),
    lambda: tuple.__new__(A),
    lambda: bytes.__new__(A),
    lambda: set.__new__(A),
    lambda: frozenset.__new__(A),
    lambda: complex.__new__(A),
    lambda: range.__new__(A),
    lambda: bool.__new__(A),
    lambda: int.__new__(str),
    lambda: int.__new__(bool),
    lambda: int.__new__(float),
    lambda: list.__new__(int),
    lambda: tuple.__new__(list),
    lambda: int.__new__(),
    lambda: str.__new__(),
    lambda: int.__new__(1),
    lambda: str.__new__(1),
    lambda: int.__new__(B, 5),
    lambda: int.__new__(int, "12"),
    lambda: int.__new__(int, x=1),
    lambda: str.__new__(str, b"a", "ascii"),
    lambda: float.__new__(float, "1.5"),
    lambda: tuple.__new__(tuple, [1]),
    lambda: tuple.__new__(tuple),
    lambda: list.__new__(list, [1, 2]),
    lambda: dict.__new__(dict, a=1),
    lambda: BaseException.__new__(A),
    lambda: Exception.__new__(A),
    lambda: ValueError.__new__(TypeError),
    lambda: Exception.__new__(ValueError, 1),
    lambda: ValueError.__new__(KeyError, 1),
    lambda: Exception.__new__(OSError, 1),
    lambda: OSError.__new__(FileNotFoundError, 1),
    lambda: Exception.__new__(K, 2),
    lambda: Exception.__new__(O, 2),
    lambda: Exception.__new__(StopIteration, 3),
    lambda: object.__new__(int),
    lambda: object.__new__(A, 1),
    lambda: object.__new__(A, x=1),
    lambda: object.__new__(I, 1),
    lambda: A(1),
    lambda: I(1, 2).a,
    lambda: N(1),
    lambda: N(),
    lambda: NI(1),
    lambda: NI(),
    lambda: Double(3),
]
for t in tests:
    try:
        r = t()
        print(type(r).__name__, repr(r) if not isinstance(r, (A, I, N, NI)) else "")
    except Exception as e:
        print(type(e).__name__, e)

print(type(int.__new__).__name__, int.__new__.__self__, int.__new__.__name__, int.__new__.__qualname__)
print(type(int.mro).__name__, int.mro.__qualname__, dict.fromkeys.__qualname__)
print(type([].append).__name__, [].append.__qualname__)
print([c.__name__ for c in int.__subclasses__() if c.__module__ == "builtins"])
print([c.__name__ for c in B.__subclasses__()], B in int.__subclasses__())
for t in (ArithmeticError, LookupError, Exception, BaseException, OSError, Warning,
          ValueError, RuntimeError, BaseExceptionGroup, str, dict):
    print(t.__name__, [c.__name__ for c in t.__subclasses__() if c.__module__ == "builtins"])
print([c.__name__ for c in KeyError.__subclasses__()])
