"""The operator module for corral: Python's operators as plain functions,
plus the attrgetter, itemgetter and methodcaller callables.

Written for corral from the documentation of CPython 3.11's operator
module; every function is the operator applied in Python, so dunder
dispatch and error messages are those of the interpreter itself.
"""

__all__ = ['abs', 'add', 'and_', 'attrgetter', 'call', 'concat', 'contains', 'countOf',
           'delitem', 'eq', 'floordiv', 'ge', 'getitem', 'gt', 'iadd', 'iand',
           'iconcat', 'ifloordiv', 'ilshift', 'imatmul', 'imod', 'imul',
           'index', 'indexOf', 'inv', 'invert', 'ior', 'ipow', 'irshift',
           'is_', 'is_not', 'isub', 'itemgetter', 'itruediv', 'ixor', 'le',
           'length_hint', 'lshift', 'lt', 'matmul', 'methodcaller', 'mod',
           'mul', 'ne', 'neg', 'not_', 'or_', 'pos', 'pow', 'rshift',
           'setitem', 'sub', 'truediv', 'truth', 'xor']

# Every function that is one operator is native (_operator): no guest
# frame per call, and the interpreter's own dispatch and messages.
import _operator
from _operator import (
    add, and_, contains, delitem, eq, floordiv, ge, getitem, gt, iadd, iand,
    ifloordiv, ilshift, imatmul, imod, imul, inv, invert, ior, ipow, irshift,
    is_, is_not, isub, itruediv, ixor, le, lshift, lt, matmul, mod, mul, ne,
    neg, not_, or_, pos, pow, rshift, setitem, sub, truediv, truth, xor)

# The module defines its own abs and pow; keep the builtins reachable.
_builtin_abs = abs
_builtin_isinstance = isinstance


# --- the operators that need more than one operation -------------------------

def abs(a, /):
    "Same as abs(a)."
    return _builtin_abs(a)


def index(a, /):
    "Same as a.__index__()"
    # Slicing calls __index__ and words its refusal the way index() must.
    return range(a).stop


# --- sequences ------------------------------------------------------------

def _refuse_concat(a):
    # concat and iconcat are for sequences only: numbers are turned away
    # before "+" could add them.
    if not hasattr(a, "__getitem__"):
        raise TypeError(f"'{type(a).__name__}' object can't be concatenated")


def concat(a, b, /):
    "Same as a + b, for a and b sequences."
    _refuse_concat(a)
    return a + b


def countOf(a, b, /):
    "Return the number of items in a which are, or which equal, b."
    return sum(1 for item in a if item is b or item == b)


def indexOf(a, b, /):
    "Return the first index of b in a."
    position = 0
    for item in a:
        if item is b or item == b:
            return position
        position += 1
    raise ValueError("sequence.index(x): x not in sequence")


def length_hint(obj, default=0, /):
    """Return an estimate of the number of items in obj: exact when it has
    len(), else its __length_hint__(), else default."""
    if not _builtin_isinstance(default, int):
        raise TypeError(
            f"'{type(default).__name__}' object cannot be interpreted as an integer")
    try:
        return len(obj)
    except TypeError:
        pass
    hook = getattr(type(obj), "__length_hint__", None)
    if hook is None:
        return default
    try:
        estimate = hook(obj)
    except TypeError:
        return default
    if estimate is NotImplemented:
        return default
    if not _builtin_isinstance(estimate, int):
        raise TypeError(
            f"__length_hint__ must be an integer, not {type(estimate).__name__}")
    if estimate < 0:
        raise ValueError("__length_hint__() should return >= 0")
    return estimate


def call(obj, /, *args, **kwargs):
    "Same as obj(*args, **kwargs)."
    return obj(*args, **kwargs)


def iconcat(a, b, /):
    "Same as a += b, for a and b sequences."
    _refuse_concat(a)
    a += b
    return a


# --- callables built from names or keys -------------------------------------

def _show(kind, parts):
    return f"operator.{kind}({', '.join(parts)})"


class attrgetter:
    """attrgetter(attr, ...) --> attrgetter object

    A callable fetching the named attribute(s) of its operand; dotted
    names walk a chain, several names give a tuple.
    """

    __slots__ = ("_names", "_chains")
    __corral_tp_name__ = "operator.attrgetter"

    def __init__(self, *names):
        if not names:
            raise TypeError("attrgetter expected 1 argument, got 0")
        for name in names:
            if not _builtin_isinstance(name, str):
                raise TypeError("attribute name must be a string")
        self._names = names
        self._chains = tuple(tuple(name.split(".")) for name in names)

    @staticmethod
    def _follow(obj, chain):
        for step in chain:
            obj = getattr(obj, step)
        return obj

    def _py___call__(self, obj, /):
        if len(self._chains) == 1:
            return self._follow(obj, self._chains[0])
        return tuple([self._follow(obj, chain) for chain in self._chains])

    # Native for the usual call (one positional argument).
    __call__ = _operator.attrgetter_call

    def __repr__(self):
        return _show(type(self).__name__, [repr(n) for n in self._names])

    def __reduce__(self):
        return type(self), self._names


class itemgetter:
    """itemgetter(item, ...) --> itemgetter object

    A callable fetching the given item(s) of its operand; several items
    give a tuple.
    """

    __slots__ = ("_keys",)
    __corral_tp_name__ = "operator.itemgetter"

    def __init__(self, *keys):
        if not keys:
            raise TypeError("itemgetter expected 1 argument, got 0")
        self._keys = keys

    def _py___call__(self, obj, /):
        keys = self._keys
        if len(keys) == 1:
            return obj[keys[0]]
        return tuple([obj[k] for k in keys])

    # Native for the usual call (one positional argument).
    __call__ = _operator.itemgetter_call

    def __repr__(self):
        return _show(type(self).__name__, [repr(k) for k in self._keys])

    def __reduce__(self):
        return type(self), self._keys


class methodcaller:
    """methodcaller(name, ...) --> methodcaller object

    A callable calling the named method of its operand with the arguments
    given here.
    """

    __slots__ = ("_method", "_args", "_kwargs")
    __corral_tp_name__ = "operator.methodcaller"

    def __init__(*args, **kwargs):
        # self is taken from args so that "self" stays usable as a keyword
        # argument for the method.
        if len(args) < 2:
            raise TypeError("methodcaller needs at least one argument, the method name")
        self, name = args[0], args[1]
        if not _builtin_isinstance(name, str):
            raise TypeError("method name must be a string")
        self._method = name
        self._args = args[2:]
        self._kwargs = kwargs

    def __call__(self, obj, /):
        return getattr(obj, self._method)(*self._args, **self._kwargs)

    def __repr__(self):
        parts = [repr(self._method)]
        parts += [repr(a) for a in self._args]
        parts += [f"{k}={v!r}" for k, v in self._kwargs.items()]
        return _show(type(self).__name__, parts)

    def __reduce__(self):
        if self._kwargs:
            return self, ()
        return type(self), (self._method,) + self._args


# Every operator is also reachable under its dunder name (operator.__add__
# is operator.add); and_, or_ and not_ drop their trailing underscore.
for _name in ("lt le eq ne ge gt not_ abs add and_ call floordiv index inv invert "
              "lshift mod mul matmul neg or_ pos pow rshift sub truediv xor concat "
              "contains delitem getitem setitem iadd iand iconcat ifloordiv "
              "ilshift imod imul imatmul ior ipow irshift isub itruediv ixor").split():
    globals()["__" + _name.rstrip("_") + "__"] = globals()[_name]
del _name
del _operator
