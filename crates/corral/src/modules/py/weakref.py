"""weakref for corral: weak references over the collector's cells.

The native `_weakref` module keeps, for each reference, a cell the
collector does not trace; the collection that frees the referent clears
the cell and then runs the callbacks. corral frees memory only when it
collects, not the moment the last reference goes as CPython's reference
counting does: a referent is seen dead (and its callbacks run) after the
next collection, which `gc.collect()` runs before it returns.

Callbacks run at any safe point, a loop over a weak container included,
and remove entries at once: the containers iterate over a snapshot of
their entries, which removals do not disturb. (A guard held by the
iterating generator, as CPython's, would stay set when a loop is left by
`break`: corral does not close an abandoned generator.)
"""

import _weakref
from _weakref import getweakrefcount, getweakrefs
import collections.abc as _abc

__all__ = [
    "ref", "proxy", "getweakrefcount", "getweakrefs", "WeakKeyDictionary",
    "ReferenceType", "ProxyType", "CallableProxyType", "ProxyTypes",
    "WeakValueDictionary", "WeakSet", "WeakMethod", "finalize",
]

# Cell kinds: a callback-free reference of exactly `ref`, or proxy, is
# shared per referent (`ref(o) is ref(o)`), as in CPython.
_PLAIN = 0
_SHARED_REF = 1
_SHARED_PROXY = 2
_SHARED_CPROXY = 3

_DEAD = "weakly-referenced object no longer exists"


def _addr(o):
    return "%#x" % id(o)


def _describe(o):
    """`'C' at 0x...`, plus the object's own name when it has one."""
    text = "%r at %s" % (type(o).__name__, _addr(o))
    try:
        name = o.__name__
    except Exception:
        return text
    if isinstance(name, str):
        text += " (%s)" % name
    return text


def _refuse_reference_types(ob):
    t = type(ob)
    if t is ReferenceType or t is ProxyType or t is CallableProxyType:
        raise TypeError("cannot create weak reference to %r object"
                        % t.__corral_tp_name__)


class ReferenceType:
    """ref(object[, callback]) -- a weak reference to object."""

    __corral_tp_name__ = "weakref.ReferenceType"

    def __new__(cls, *args, **kwargs):
        if cls is ReferenceType:
            # The exact type checks its arguments; subclasses take their own.
            if kwargs:
                raise TypeError("ref() takes no keyword arguments")
            if not args:
                raise TypeError("__new__ expected at least 1 argument, got 0")
            if len(args) > 2:
                raise TypeError("__new__ expected at most 2 arguments, got %d"
                                % len(args))
        elif not args:
            raise TypeError("__new__ expected at least 1 argument, got 0")
        ob = args[0]
        callback = args[1] if len(args) > 1 else None
        _refuse_reference_types(ob)
        _weakref.check(ob)
        shared = callback is None and cls is ReferenceType
        if shared:
            found = _weakref.owner_of(ob, _SHARED_REF)
            if found is not None:
                return found
        self = object.__new__(cls)
        self._wcell = _weakref.cell(ob, self, callback,
                                    _SHARED_REF if shared else _PLAIN)
        self._whash = None
        return self

    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        if args or kwargs:
            raise TypeError("weakref expected 0 arguments, got %d"
                            % (len(args) + len(kwargs)))
        _weakref.settle()
        return _weakref.get(self._wcell)

    @property
    def __callback__(self):
        return _weakref.callback(self._wcell)

    def __hash__(self):
        h = self._whash
        if h is None:
            o = _weakref.get(self._wcell)
            if o is None:
                raise TypeError("weak object has gone away")
            h = hash(o)
            self._whash = h
        return h

    def __eq__(self, rhs):
        if not isinstance(rhs, ReferenceType):
            return NotImplemented
        a = self()
        b = rhs()
        if a is None or b is None:
            return self is rhs
        return a == b

    def __ne__(self, rhs):
        if not isinstance(rhs, ReferenceType):
            return NotImplemented
        a = self()
        b = rhs()
        if a is None or b is None:
            return self is not rhs
        return a != b

    def __repr__(self):
        o = self()
        if o is None:
            return "<weakref at %s; dead>" % _addr(self)
        return "<weakref at %s; to %s>" % (_addr(self), _describe(o))

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)

    # References are atomic to the copy module, as in CPython.
    def __copy__(self):
        return self

    def __deepcopy__(self, seen):
        return self


ref = ReferenceType


class KeyedRef(ReferenceType):
    """A reference that also carries a key (what WeakValueDictionary keeps)."""

    def __new__(cls, ob, callback, key):
        self = ReferenceType.__new__(cls, ob, callback)
        self.key = key
        return self

    def __init__(self, ob, callback, k):
        pass


def _target(p):
    o = _weakref.get(object.__getattribute__(p, "_wcell"))
    if o is None:
        raise ReferenceError(_DEAD)
    return o


def _unwrap(x):
    if type(x) is ProxyType or type(x) is CallableProxyType:
        return _target(x)
    return x


class ProxyType:
    """A proxy: the referent's attributes and operators, weakly."""

    __corral_tp_name__ = "weakref.ProxyType"
    __hash__ = None

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create %r instances" % cls.__corral_tp_name__)

    def __getattr__(self, attr):
        return getattr(_target(self), attr)

    @property
    def __class__(self):
        # What the referent says it is, as CPython's proxy answers.
        return _target(self).__class__

    def __setattr__(self, attr, v):
        setattr(_target(self), attr, v)

    def __delattr__(self, attr):
        delattr(_target(self), attr)

    def __repr__(self):
        o = _weakref.get(object.__getattribute__(self, "_wcell"))
        if o is None:
            return "<weakproxy at %s; dead>" % _addr(self)
        return "<weakproxy at %s; to %s>" % (_addr(self), _describe(o))

    def __str__(self):
        return str(_target(self))

    def __bytes__(self):
        return bytes(_target(self))

    def __bool__(self):
        return bool(_target(self))

    def __len__(self):
        return len(_target(self))

    def __iter__(self):
        return iter(_target(self))

    def __next__(self):
        return next(_target(self))

    def __reversed__(self):
        return reversed(_target(self))

    def __contains__(self, elem):
        return elem in _target(self)

    def __getitem__(self, k):
        return _target(self)[k]

    def __setitem__(self, k, v):
        _target(self)[k] = v

    def __delitem__(self, k):
        del _target(self)[k]

    def __index__(self):
        import operator
        return operator.index(_target(self))

    def __int__(self):
        return int(_target(self))

    def __float__(self):
        return float(_target(self))

    def __neg__(self):
        return -_target(self)

    def __pos__(self):
        return +_target(self)

    def __abs__(self):
        return abs(_target(self))

    def __invert__(self):
        return ~_target(self)

    def __eq__(self, rhs):
        return _target(self) == _unwrap(rhs)

    def __ne__(self, rhs):
        return _target(self) != _unwrap(rhs)

    def __lt__(self, rhs):
        return _target(self) < _unwrap(rhs)

    def __le__(self, rhs):
        return _target(self) <= _unwrap(rhs)

    def __gt__(self, rhs):
        return _target(self) > _unwrap(rhs)

    def __ge__(self, rhs):
        return _target(self) >= _unwrap(rhs)


def _binary(op):
    def forward(self, other):
        return op(_target(self), _unwrap(other))

    def reflected(self, other):
        return op(_unwrap(other), _target(self))

    return forward, reflected


def _inplace(op):
    def apply(self, rhs):
        # The result replaces the proxy, as in CPython: `p += x` rebinds
        # p to what the referent's in-place operator returned.
        return op(_target(self), _unwrap(rhs))
    return apply


# In-place operators spelled out: each must run the statement form, which
# tries __iop__ and falls back to the plain operator.
def _iadd(a, b):
    a += b
    return a


def _isub(a, b):
    a -= b
    return a


def _imul(a, b):
    a *= b
    return a


def _imatmul(a, b):
    a @= b
    return a


def _itruediv(a, b):
    a /= b
    return a


def _ifloordiv(a, b):
    a //= b
    return a


def _imod(a, b):
    a %= b
    return a


def _ipow(a, b):
    a **= b
    return a


def _ilshift(a, b):
    a <<= b
    return a


def _irshift(a, b):
    a >>= b
    return a


def _iand(a, b):
    a &= b
    return a


def _ior(a, b):
    a |= b
    return a


def _ixor(a, b):
    a ^= b
    return a


def _install_operators():
    import operator as op
    table = [
        ("add", op.add, _iadd), ("sub", op.sub, _isub),
        ("mul", op.mul, _imul), ("matmul", op.matmul, _imatmul),
        ("truediv", op.truediv, _itruediv),
        ("floordiv", op.floordiv, _ifloordiv),
        ("mod", op.mod, _imod), ("pow", op.pow, _ipow),
        ("lshift", op.lshift, _ilshift), ("rshift", op.rshift, _irshift),
        ("and", op.and_, _iand), ("or", op.or_, _ior),
        ("xor", op.xor, _ixor),
    ]
    for name, plain, inplace in table:
        fwd, rev = _binary(plain)
        setattr(ProxyType, "__%s__" % name, fwd)
        setattr(ProxyType, "__r%s__" % name, rev)
        setattr(ProxyType, "__i%s__" % name, _inplace(inplace))

    def divmod_(self, other):
        return divmod(_target(self), _unwrap(other))

    def rdivmod_(self, other):
        return divmod(_unwrap(other), _target(self))

    ProxyType.__divmod__ = divmod_
    ProxyType.__rdivmod__ = rdivmod_


_install_operators()


class CallableProxyType(ProxyType):
    """A proxy to a callable object."""

    __corral_tp_name__ = "weakref.CallableProxyType"

    def __call__(self, *args, **kwargs):
        return _target(self)(*args, **kwargs)


ProxyTypes = ProxyType, CallableProxyType


def proxy(ob, callback=None, /, **kwargs):
    """A proxy to ob that uses a weak reference; callback as for ref."""
    if kwargs:
        raise TypeError("_weakref.proxy() takes no keyword arguments")
    _refuse_reference_types(ob)
    _weakref.check(ob)
    cls = CallableProxyType if callable(ob) else ProxyType
    kind = _SHARED_CPROXY if cls is CallableProxyType else _SHARED_PROXY
    if callback is None:
        found = _weakref.owner_of(ob, kind)
        if found is not None:
            return found
    else:
        kind = _PLAIN
    p = object.__new__(cls)
    object.__setattr__(p, "_wcell", _weakref.cell(ob, p, callback, kind))
    return p


class WeakMethod(ReferenceType):
    """A weak reference to a bound method that does not keep the method
    (a new object at each attribute access) but its object and function:
    it dies when either does."""

    def __new__(cls, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}"
                            .format(type(meth))) from None
        self = ReferenceType.__new__(cls, obj, WeakMethod._gone)
        self._user_callback = callback
        self._fired = False
        self._func_ref = ReferenceType(func, self._func_gone)
        return self

    def __init__(self, method, callback=None):
        pass

    def _gone(self):
        # Either part died: the user's callback runs once.
        if self._fired:
            return
        self._fired = True
        cb = self._user_callback
        self._user_callback = None
        if cb is not None:
            cb(self)

    def _func_gone(self, _):
        self._gone()

    def __call__(self):
        obj = ReferenceType.__call__(self)
        func = self._func_ref()
        if obj is None or func is None:
            return None
        return _weakref.bind(func, obj)

    def __eq__(self, rhs):
        if not isinstance(rhs, WeakMethod):
            return NotImplemented
        if self._fired or rhs._fired:
            return self is rhs
        a = ReferenceType.__call__(self)
        b = ReferenceType.__call__(rhs)
        if a is None or b is None:
            return self is rhs
        return a is b and self._func_ref() is rhs._func_ref()

    def __ne__(self, rhs):
        r = self.__eq__(rhs)
        return r if r is NotImplemented else not r

    __hash__ = ReferenceType.__hash__


class WeakValueDictionary(_abc.MutableMapping):
    """A mapping whose values are held weakly: an entry goes when its
    value is collected."""

    def __init__(self, rhs=(), /, **kw):
        self.data = {}

        def remove(wr, self=self):
            self._drop(wr)

        self._remove = remove
        self.update(rhs, **kw)

    def _drop(self, wr):
        if self.data.get(wr.key) is wr:
            del self.data[wr.key]

    def __getitem__(self, k):
        o = self.data[k]()
        if o is None:
            raise KeyError(k)
        return o

    def __setitem__(self, k, v):
        self.data[k] = KeyedRef(v, self._remove, k)

    def __delitem__(self, k):
        del self.data[k]

    def __len__(self):
        _weakref.settle()
        return len(self.data)

    def __contains__(self, k):
        try:
            wr = self.data[k]
        except KeyError:
            return False
        return wr() is not None

    def __repr__(self):
        return "<%s at %s>" % (type(self).__name__, _addr(self))

    def get(self, key, default=None):
        try:
            wr = self.data[key]
        except KeyError:
            return default
        o = wr()
        return default if o is None else o

    def __iter__(self):
        for k, wr in list(self.data.items()):
            if wr() is not None:
                yield k

    keys = _abc.MutableMapping.keys

    def items(self):
        for k, wr in list(self.data.items()):
            o = wr()
            if o is not None:
                yield k, o

    def values(self):
        for wr in list(self.data.values()):
            o = wr()
            if o is not None:
                yield o

    def itervaluerefs(self):
        yield from list(self.data.values())

    def valuerefs(self):
        return list(self.data.values())

    def copy(self):
        new = WeakValueDictionary()
        for k, wr in list(self.data.items()):
            o = wr()
            if o is not None:
                new[k] = o
        return new

    __copy__ = copy

    def __deepcopy__(self, seen):
        import copy
        new = type(self)()
        for k, wr in list(self.data.items()):
            o = wr()
            if o is not None:
                new[copy.deepcopy(k, seen)] = o
        return new

    def pop(self, key, *default):
        try:
            o = self.data.pop(key)()
        except KeyError:
            o = None
        if o is None:
            if default:
                return default[0]
            raise KeyError(key)
        return o

    def popitem(self):
        while True:
            k, wr = self.data.popitem()
            o = wr()
            if o is not None:
                return k, o

    def setdefault(self, key, default=None):
        try:
            o = self.data[key]()
        except KeyError:
            o = None
        if o is None:
            self[key] = default
            return default
        return o

    def update(self, rhs=(), /, **kw):
        if hasattr(rhs, "keys"):
            rhs = [(k, rhs[k]) for k in rhs.keys()]
        for k, v in rhs:
            self.data[k] = KeyedRef(v, self._remove, k)
        for k, v in kw.items():
            self.data[k] = KeyedRef(v, self._remove, k)

    def __or__(self, rhs):
        if isinstance(rhs, _abc.Mapping):
            new = self.copy()
            new.update(rhs)
            return new
        return NotImplemented

    def __ror__(self, rhs):
        if isinstance(rhs, _abc.Mapping):
            new = type(self)()
            new.update(rhs)
            new.update(self)
            return new
        return NotImplemented

    def __ior__(self, rhs):
        self.update(rhs)
        return self


class WeakKeyDictionary(_abc.MutableMapping):
    """A mapping whose keys are held weakly: an entry goes when its key
    is collected. Keys are compared by equality, through their refs."""

    def __init__(self, dict=None):
        self.data = {}

        def remove(wr, self=self):
            self.data.pop(wr, None)

        self._remove = remove
        if dict is not None:
            self.update(dict)

    def __getitem__(self, k):
        return self.data[ReferenceType(k)]

    def __setitem__(self, k, v):
        self.data[ReferenceType(k, self._remove)] = v

    def __delitem__(self, k):
        del self.data[ReferenceType(k)]

    def __len__(self):
        _weakref.settle()
        return len(self.data)

    def __contains__(self, k):
        try:
            wr = ReferenceType(k)
        except TypeError:
            return False
        return wr in self.data

    def __repr__(self):
        return "<%s at %s>" % (type(self).__name__, _addr(self))

    def get(self, key, default=None):
        return self.data.get(ReferenceType(key), default)

    def __iter__(self):
        for wr in list(self.data):
            o = wr()
            if o is not None:
                yield o

    keys = _abc.MutableMapping.keys

    def items(self):
        for wr, v in list(self.data.items()):
            o = wr()
            if o is not None:
                yield o, v

    def values(self):
        for wr, v in list(self.data.items()):
            if wr() is not None:
                yield v

    def keyrefs(self):
        return list(self.data)

    def copy(self):
        new = WeakKeyDictionary()
        for wr, v in list(self.data.items()):
            o = wr()
            if o is not None:
                new[o] = v
        return new

    __copy__ = copy

    def __deepcopy__(self, seen):
        import copy
        new = type(self)()
        for wr, v in list(self.data.items()):
            o = wr()
            if o is not None:
                new[o] = copy.deepcopy(v, seen)
        return new

    def pop(self, key, *default):
        return self.data.pop(ReferenceType(key), *default)

    def popitem(self):
        while True:
            wr, v = self.data.popitem()
            o = wr()
            if o is not None:
                return o, v

    def setdefault(self, key, default=None):
        return self.data.setdefault(ReferenceType(key, self._remove), default)

    def update(self, dict=None, /, **kw):
        if dict is not None:
            if hasattr(dict, "keys"):
                dict = [(k, dict[k]) for k in dict.keys()]
            for k, v in dict:
                self.data[ReferenceType(k, self._remove)] = v
        if kw:
            self.update(kw)

    def __or__(self, rhs):
        if isinstance(rhs, _abc.Mapping):
            new = self.copy()
            new.update(rhs)
            return new
        return NotImplemented

    def __ror__(self, rhs):
        if isinstance(rhs, _abc.Mapping):
            new = type(self)()
            new.update(rhs)
            new.update(self)
            return new
        return NotImplemented

    def __ior__(self, rhs):
        self.update(rhs)
        return self


class WeakSet(_abc.MutableSet):
    """A set that holds its elements weakly."""

    def __init__(self, data=None):
        self.data = set()

        def remove(wr, self=self):
            self.data.discard(wr)

        self._remove = remove
        if data is not None:
            self.update(data)

    def __iter__(self):
        for wr in list(self.data):
            o = wr()
            if o is not None:
                yield o

    def __len__(self):
        _weakref.settle()
        return len(self.data)

    def __contains__(self, elem):
        try:
            wr = ReferenceType(elem)
        except TypeError:
            return False
        return wr in self.data

    def __repr__(self):
        return repr(self.data)

    def __reduce__(self):
        # Rebuilt from the live members, then given this set's attributes
        # (its references are atomic to copy, so a deep copy still refers
        # to the same members, as CPython's does).
        return (type(self), (list(self),), dict(vars(self)))

    def add(self, elem, /):
        self.data.add(ReferenceType(elem, self._remove))

    def clear(self):
        self.data.clear()

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    def pop(self):
        while True:
            try:
                wr = self.data.pop()
            except KeyError:
                raise KeyError("pop from empty WeakSet") from None
            o = wr()
            if o is not None:
                return o

    def remove(self, elem, /):
        self.data.remove(ReferenceType(elem))

    def discard(self, elem, /):
        self.data.discard(ReferenceType(elem))

    def update(self, rhs, /):
        for o in rhs:
            self.add(o)

    def __ior__(self, rhs):
        self.update(rhs)
        return self

    def difference(self, rhs, /):
        new = self.copy()
        new.difference_update(rhs)
        return new

    __sub__ = difference

    def difference_update(self, rhs, /):
        self.__isub__(rhs)

    def __isub__(self, rhs):
        if self is rhs:
            self.data.clear()
        else:
            self.data.difference_update(ReferenceType(o) for o in rhs)
        return self

    def intersection(self, rhs, /):
        return type(self)(o for o in rhs if o in self)

    __and__ = intersection

    def intersection_update(self, rhs, /):
        self.__iand__(rhs)

    def __iand__(self, rhs):
        self.data.intersection_update(ReferenceType(o) for o in rhs)
        return self

    def issubset(self, rhs, /):
        return self.data.issubset(ReferenceType(o) for o in rhs)

    __le__ = issubset

    def __lt__(self, rhs):
        return self.data < set(map(ReferenceType, rhs))

    def issuperset(self, rhs, /):
        return self.data.issuperset(ReferenceType(o) for o in rhs)

    __ge__ = issuperset

    def __gt__(self, rhs):
        return self.data > set(map(ReferenceType, rhs))

    def __eq__(self, rhs):
        if not isinstance(rhs, type(self)):
            return NotImplemented
        return self.data == set(map(ReferenceType, rhs))

    __hash__ = None

    def symmetric_difference(self, rhs, /):
        new = self.copy()
        new.symmetric_difference_update(rhs)
        return new

    __xor__ = symmetric_difference

    def symmetric_difference_update(self, rhs, /):
        self.__ixor__(rhs)

    def __ixor__(self, rhs):
        if self is rhs:
            self.data.clear()
        else:
            self.data.symmetric_difference_update(
                ReferenceType(o, self._remove) for o in rhs)
        return self

    def union(self, rhs, /):
        return type(self)(e for s in (self, rhs) for e in s)

    __or__ = union

    def isdisjoint(self, rhs, /):
        return len(self.intersection(rhs)) == 0

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class finalize:
    """finalize(obj, func, *args, **kwargs): call func(*args, **kwargs)
    once obj is collected, or on the first call of the finalizer, or (if
    `atexit`, the default) when the program ends, whichever comes first."""

    # Live finalizers -> their state: keeping them here keeps each one's
    # reference (and so its callback) alive until it has run.
    _registry = {}
    _created = 0
    _shutdown = False

    class _State:
        __slots__ = ("weakref", "func", "args", "kwargs", "atexit", "order")

    def __init__(self, obj, func, /, *args, **kwargs):
        st = finalize._State()
        st.weakref = ReferenceType(obj, self)
        st.func = func
        st.args = args
        st.kwargs = kwargs or None
        st.atexit = True
        finalize._created += 1
        st.order = finalize._created
        finalize._registry[self] = st

    def __call__(self, _=None):
        """Run the callback now, unless it already ran or was detached."""
        st = finalize._registry.pop(self, None)
        if st is not None and not finalize._shutdown:
            return st.func(*st.args, **(st.kwargs or {}))

    def detach(self):
        """Unregister; (obj, func, args, kwargs) if it was alive, else None."""
        st = finalize._registry.get(self)
        obj = st and st.weakref()
        if obj is not None and finalize._registry.pop(self, None):
            return (obj, st.func, st.args, st.kwargs or {})

    def peek(self):
        """(obj, func, args, kwargs) if alive, else None."""
        st = finalize._registry.get(self)
        obj = st and st.weakref()
        if obj is not None:
            return (obj, st.func, st.args, st.kwargs or {})

    @property
    def alive(self):
        _weakref.settle()
        return self in finalize._registry

    @property
    def atexit(self):
        st = finalize._registry.get(self)
        return bool(st) and st.atexit

    @atexit.setter
    def atexit(self, value):
        st = finalize._registry.get(self)
        if st:
            st.atexit = bool(value)

    def __repr__(self):
        st = finalize._registry.get(self)
        obj = st and st.weakref()
        if obj is None:
            return "<%s object at %s; dead>" % (type(self).__name__, _addr(self))
        return "<%s object at %s; for %r at %s>" % (
            type(self).__name__, _addr(self), type(obj).__name__, _addr(obj))

    @classmethod
    def _at_exit(cls):
        # Newest first, as CPython runs them when the interpreter exits;
        # those created meanwhile run too.
        try:
            while True:
                live = [(st.order, f) for f, st in cls._registry.items()
                        if st.atexit]
                if not live:
                    break
                live.sort(key=lambda e: e[0])
                f = live[-1][1]
                try:
                    f()
                except Exception as e:
                    import sys
                    sys.stderr.write("Exception ignored in: %r\n%s: %s\n"
                                     % (f, type(e).__name__, e))
        finally:
            cls._shutdown = True


def _corral_at_exit():
    """Called by the VM when the program ends (see host)."""
    finalize._at_exit()
