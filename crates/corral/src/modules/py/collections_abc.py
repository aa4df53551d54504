"""collections.abc: the abstract container classes, their duck-typed
isinstance checks and the methods they give subclasses for free."""

from abc import ABCMeta, abstractmethod


def _subscript_through_class_getitem(cls, item):
    hook = getattr(cls, '__class_getitem__', None)
    if hook is None:
        raise TypeError(f"type '{cls.__name__}' is not subscriptable")
    return hook(item)


# corral consults __class_getitem__ only on classes whose metaclass is
# `type`; for ABCMeta classes, Iterable[int] has to come through the
# metaclass instead. (typing relies on the same for Generic ABCs.)
if not hasattr(ABCMeta, '__getitem__'):
    ABCMeta.__getitem__ = _subscript_through_class_getitem

__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator",
           "AsyncGenerator", "Hashable", "Iterable", "Iterator", "Generator",
           "Reversible", "Sized", "Container", "Callable", "Collection", "Set",
           "MutableSet", "Mapping", "MutableMapping", "MappingView", "KeysView",
           "ItemsView", "ValuesView", "Sequence", "MutableSequence", "ByteString"]

_GenericAlias = type(list[int])
_NO_DEFAULT = object()


# Built-in types whose CPython counterparts set these to None (opting out)
# but whose corral attribute lookup finds object's.
_BUILTIN_OPT_OUTS = {type({}.keys()): ('__hash__',), type({}.items()): ('__hash__',)}


def _defines_all(C, names):
    """Structural test behind isinstance(x, Sized) and friends: every name
    must be found in the __dict__ of some class on C's MRO, and the first
    class that has it must not have set it to None (which opts out).
    corral's built-in types keep no __dict__; for them an attribute lookup
    answers (it sees what they inherit too, so the walk stops there)."""
    for name in names:
        for klass in C.__mro__:
            try:
                found = klass.__dict__.get(name, _NO_DEFAULT)
            except AttributeError:
                found = getattr(klass, name, _NO_DEFAULT)
                if found is _NO_DEFAULT or name in _BUILTIN_OPT_OUTS.get(klass, ()):
                    return NotImplemented
            if found is not _NO_DEFAULT:
                if found is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


def _duck(*names):
    """Class decorator: classes that define all of `names` count as
    subclasses of the decorated ABC (but not automatically of its
    subclasses, which decide for themselves)."""
    def install(abc):
        def __subclasshook__(cls, C):
            if cls is abc:
                return _defines_all(C, names)
            return NotImplemented
        abc.__subclasshook__ = classmethod(__subclasshook__)
        return abc
    return install


def _same(a, b):
    # Containers compare members by identity first, then equality.
    return a is b or a == b


# ---------------------------------------------------------------- one-trick ABCs

@_duck("__hash__")
class Hashable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0


@_duck("__await__")
class Awaitable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __await__(self):
        yield

    __class_getitem__ = classmethod(_GenericAlias)


@_duck("__await__", "send", "throw", "close")
class Coroutine(Awaitable):
    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        raise _exception_from(typ, val, tb)

    def close(self):
        """Raise GeneratorExit inside the coroutine."""
        _close_by_throwing(self)


@_duck("__aiter__")
class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()

    __class_getitem__ = classmethod(_GenericAlias)


@_duck("__anext__", "__aiter__")
class AsyncIterator(AsyncIterable):
    __slots__ = ()

    @abstractmethod
    async def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self


@_duck("__aiter__", "__anext__", "asend", "athrow", "aclose")
class AsyncGenerator(AsyncIterator):
    __slots__ = ()

    async def __anext__(self):
        return await self.asend(None)

    @abstractmethod
    async def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    async def athrow(self, typ, val=None, tb=None):
        raise _exception_from(typ, val, tb)

    async def aclose(self):
        """Raise GeneratorExit inside the generator."""
        try:
            await self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            return
        raise RuntimeError("asynchronous generator ignored GeneratorExit")


@_duck("__iter__")
class Iterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __iter__(self):
        return iter(())

    __class_getitem__ = classmethod(_GenericAlias)


@_duck("__iter__", "__next__")
class Iterator(Iterable):
    __slots__ = ()

    @abstractmethod
    def __next__(self):
        """Return the next item or raise StopIteration."""
        raise StopIteration

    def __iter__(self):
        return self


@_duck("__reversed__", "__iter__")
class Reversible(Iterable):
    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        return iter(())


def _exception_from(typ, val, tb):
    # throw(type[, value[, traceback]]) turned into the exception to raise.
    if val is None:
        if tb is None:
            return typ
        val = typ()
    if tb is not None:
        val = val.with_traceback(tb)
    return val


def _close_by_throwing(gen):
    try:
        gen.throw(GeneratorExit)
    except (GeneratorExit, StopIteration):
        return
    raise RuntimeError("generator ignored GeneratorExit")


@_duck("__iter__", "__next__", "send", "throw", "close")
class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        """Resume with value; return the next value or raise StopIteration."""
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        """Raise an exception inside the generator."""
        raise _exception_from(typ, val, tb)

    def close(self):
        """Raise GeneratorExit inside the generator."""
        _close_by_throwing(self)


@_duck("__len__")
class Sized(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0


@_duck("__contains__")
class Container(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __contains__(self, x):
        return False

    __class_getitem__ = classmethod(_GenericAlias)


@_duck("__len__", "__iter__", "__contains__")
class Collection(Sized, Iterable, Container):
    __slots__ = ()


# ---------------------------------------------------------------- Callable

def _arg_repr(a):
    if a is Ellipsis:
        return "..."
    if isinstance(a, type) and not isinstance(a, _GenericAlias):
        if a.__module__ == "builtins":
            return a.__qualname__
        return f"{a.__module__}.{a.__qualname__}"
    if a is type(None):
        return "None"
    return repr(a)


class _CallableAlias:
    """What Callable[[A, B], R] returns: a generic alias whose __args__ are
    flattened to (A, B, R) but which prints as written."""

    def __init__(self, params, result, origin):
        self.__origin__ = origin
        self._params = params          # a list of types, or Ellipsis, or a ParamSpec
        self.__args__ = (tuple(params) if isinstance(params, list) else (params,)) + (result,)

    @property
    def __parameters__(self):
        found = []
        for a in self.__args__:
            for p in getattr(a, "__parameters__", ()) if not _is_typevar(a) else (a,):
                if p not in found:
                    found.append(p)
        return tuple(found)

    def __repr__(self):
        if isinstance(self._params, list):
            head = "[" + ", ".join(_arg_repr(a) for a in self._params) + "]"
        else:
            head = _arg_repr(self._params)
        return f"{_arg_repr(self.__origin__)}[{head}, {_arg_repr(self.__args__[-1])}]"

    def __eq__(self, that):
        if not isinstance(that, _CallableAlias):
            return NotImplemented
        return self.__origin__ is that.__origin__ and self.__args__ == that.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        raise TypeError("isinstance() argument 2 cannot be a parameterized generic")

    def __subclasscheck__(self, cls):
        raise TypeError("issubclass() argument 2 cannot be a parameterized generic")

    def __getitem__(self, items):
        params = self.__parameters__
        if not isinstance(items, tuple):
            items = (items,)
        if len(items) != len(params):
            raise TypeError(f"Too {'many' if len(items) > len(params) else 'few'} "
                            f"arguments for {self!r}; actual {len(items)}, "
                            f"expected {len(params)}")
        subst = dict(zip(params, items))

        def swap(a):
            if _is_typevar(a):
                return subst.get(a, a)
            inner = getattr(a, "__parameters__", ())
            if inner:
                return a[tuple(subst.get(p, p) for p in inner)]
            return a
        if isinstance(self._params, list):
            new_params = [swap(a) for a in self._params]
        else:
            new_params = swap(self._params)
            if isinstance(new_params, (list, tuple)):
                new_params = list(new_params)
        return _CallableAlias(new_params, swap(self.__args__[-1]), self.__origin__)


def _is_typevar(a):
    return type(a).__name__ in ("TypeVar", "ParamSpec") and type(a).__module__ == "typing"


def _callable_params_ok(params):
    if params is Ellipsis or isinstance(params, list):
        return True
    return type(params).__name__ in ("ParamSpec", "_ConcatenateGenericAlias")


@_duck("__call__")
class Callable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False

    def __class_getitem__(cls, item):
        if not (isinstance(item, tuple) and len(item) == 2):
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        params, result = item
        if not _callable_params_ok(params):
            raise TypeError("Expected a list of types, an ellipsis, ParamSpec, "
                            f"or Concatenate. Got {params}")
        return _CallableAlias(params, result, cls)


# ---------------------------------------------------------------- Set

def _only_with(kind_name):
    """Decorator for binary operators: answer NotImplemented unless the
    other operand is an instance of the ABC called kind_name (looked up
    when called, so a class can name itself)."""
    def decorate(fn):
        def operator(self, that):
            if not isinstance(that, globals()[kind_name]):
                return NotImplemented
            return fn(self, that)
        operator.__name__ = fn.__name__
        operator.__qualname__ = fn.__qualname__
        operator.__doc__ = fn.__doc__
        return operator
    return decorate


class Set(Collection):
    """A read-only set: subclasses give __contains__, __iter__ and __len__;
    comparisons and the set operators come from here."""

    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        """Build the result of an operator; override when the constructor
        does not take an iterable."""
        return cls(it)

    def _within(self, that):
        return len(self) <= len(that) and all(x in that for x in self)

    @_only_with('Set')
    def __le__(self, that):
        return self._within(that)

    @_only_with('Set')
    def __lt__(self, that):
        return len(self) < len(that) and self._within(that)

    @_only_with('Set')
    def __ge__(self, that):
        return Set._within(that, self)

    @_only_with('Set')
    def __gt__(self, that):
        return len(self) > len(that) and Set._within(that, self)

    @_only_with('Set')
    def __eq__(self, that):
        return len(self) == len(that) and self._within(that)

    def isdisjoint(self, other):
        """True if the two have no element in common."""
        return not any(x in self for x in other)

    @_only_with('Iterable')
    def __and__(self, that):
        return self._from_iterable(x for x in that if x in self)

    @_only_with('Iterable')
    def __or__(self, that):
        return self._from_iterable(x for part in (self, that) for x in part)

    def _as_set(self, that):
        # The right operand of - and ^ may be any iterable: make it a set of ours.
        return that if isinstance(that, Set) else self._from_iterable(that)

    @_only_with('Iterable')
    def __sub__(self, that):
        that = self._as_set(that)
        return self._from_iterable(x for x in self if x not in that)

    @_only_with('Iterable')
    def __rsub__(self, that):
        that = self._as_set(that)
        return self._from_iterable(x for x in that if x not in self)

    @_only_with('Iterable')
    def __xor__(self, that):
        that = self._as_set(that)
        return (self - that) | (that - self)

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__

    def _hash(self):
        """A hash for an immutable Set subclass (same as frozenset's for the
        same elements); subclasses opt in with __hash__ = Set._hash."""
        return hash(frozenset(self))


class MutableSet(Set):
    """A set that subclasses can change through add() and discard()."""

    __slots__ = ()

    @abstractmethod
    def add(self, value):
        """Add an element."""
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        """Remove an element if it is there."""
        raise NotImplementedError

    def remove(self, value):
        """Remove an element; KeyError if it is missing."""
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        """Remove and return some element; KeyError if empty."""
        for value in self:
            break
        else:
            raise KeyError
        self.discard(value)
        return value

    def clear(self):
        """Remove every element."""
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in self - it:
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
            return self
        for value in self._as_set(it):
            if value in self:
                self.discard(value)
            else:
                self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
            return self
        for value in it:
            self.discard(value)
        return self


# ---------------------------------------------------------------- Mapping

class Mapping(Collection):
    """A read-only mapping: subclasses give __getitem__, __iter__ and
    __len__; get, in, keys/items/values and == come from here."""

    __slots__ = ()

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        """self[key] if key is present, else default."""
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        return True

    def keys(self):
        """A set-like view of the keys."""
        return KeysView(self)

    def items(self):
        """A set-like view of the (key, value) pairs."""
        return ItemsView(self)

    def values(self):
        """A view of the values."""
        return ValuesView(self)

    def __eq__(self, that):
        if not isinstance(that, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(that.items())

    # Mappings are not ordered sequences: reversed() must not fall back
    # to __getitem__ with integers.
    __reversed__ = None


class MappingView(Sized):
    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f"{type(self).__name__}({self._mapping!r})"

    __class_getitem__ = classmethod(_GenericAlias)


class KeysView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            found = self._mapping[key]
        except KeyError:
            return False
        return _same(found, value)

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield (key, m[key])


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        m = self._mapping
        return any(_same(m[key], value) for key in m)

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield m[key]


class MutableMapping(Mapping):
    """A mapping that subclasses can change through __setitem__ and
    __delitem__; pop, popitem, clear, update and setdefault come from here."""

    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_NO_DEFAULT):
        """Remove key and return its value, or default if it is missing
        (KeyError without a default)."""
        try:
            value = self[key]
        except KeyError:
            if default is _NO_DEFAULT:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        """Remove and return some (key, value) pair; KeyError if empty."""
        for key in self:
            break
        else:
            raise KeyError
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        """Remove every item."""
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        """Set items from a mapping, an object with keys(), or pairs, then
        from keyword arguments."""
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        """self[key], first setting it to default if missing."""
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


# ---------------------------------------------------------------- Sequence

class Sequence(Reversible, Collection):
    """A read-only sequence: subclasses give __getitem__ and __len__;
    iteration, in, reversed, index and count come from here."""

    __slots__ = ()

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        while True:
            try:
                item = self[i]
            except IndexError:
                return
            yield item
            i += 1

    def __contains__(self, value):
        return any(_same(item, value) for item in self)

    def __reversed__(self):
        for i in range(len(self) - 1, -1, -1):
            yield self[i]

    def index(self, value, start=0, stop=None):
        """First index of value in [start, stop); ValueError if absent."""
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                item = self[i]
            except IndexError:
                break
            if _same(item, value):
                return i
            i += 1
        raise ValueError

    def count(self, value):
        """How many items equal value."""
        return sum(1 for item in self if _same(item, value))


class ByteString(Sequence):
    """bytes and bytearray."""

    __slots__ = ()


class MutableSequence(Sequence):
    """A sequence that subclasses can change through __setitem__,
    __delitem__ and insert; the list methods come from here."""

    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        """Insert value before index."""
        raise IndexError

    def append(self, value):
        """Add value at the end."""
        self.insert(len(self), value)

    def clear(self):
        """Remove every item."""
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        """Reverse the items in place."""
        lo, hi = 0, len(self) - 1
        while lo < hi:
            self[lo], self[hi] = self[hi], self[lo]
            lo += 1
            hi -= 1

    def extend(self, values):
        """Append every item of values."""
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        """Remove and return the item at index (the last by default)."""
        item = self[index]
        del self[index]
        return item

    def remove(self, value):
        """Remove the first occurrence of value; ValueError if absent."""
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


# ---------------------------------------------------------------- built-in types

def _register_builtins():
    from _collections import deque

    def gen():
        yield

    async def coro():
        pass

    class Probe:
        def method(self):
            pass

    g = gen()
    c = coro()
    Generator.register(type(g))
    Coroutine.register(type(c))
    c.close()
    for t in (tuple, str, range):
        Sequence.register(t)
    for t in (bytes, bytearray):
        ByteString.register(t)
    for t in (list, bytearray, deque):
        MutableSequence.register(t)
    Set.register(frozenset)
    MutableSet.register(set)
    MutableMapping.register(dict)
    # corral's dict and its views have no __reversed__ attribute to find.
    for t in (dict, type({}.keys()), type({}.items()), type({}.values())):
        Reversible.register(t)
    # collections is loaded before us (it is our package) and cannot import
    # us itself: its container classes become virtual subclasses here.
    import collections
    MutableMapping.register(collections.ChainMap)
    MutableMapping.register(collections.UserDict)
    MutableSequence.register(collections.UserList)
    Sequence.register(collections.UserString)
    for views, abc in (((collections.KeysView, collections._odict_keys), KeysView),
                       ((collections.ItemsView, collections._odict_items), ItemsView),
                       ((collections.ValuesView, collections._odict_values), ValuesView)):
        for view in views:
            abc.register(view)
    collections._abc_mapping = Mapping
    for view, abc in ((type({}.keys()), KeysView), (type({}.items()), ItemsView),
                      (type({}.values()), ValuesView)):
        abc.register(view)
    # corral's function and method objects have no __call__ in their
    # type's __dict__ to find, but are callable all the same.
    for t in (type(len), type([].append), type(gen), type(Probe().method), type(str.upper)):
        Callable.register(t)


_register_builtins()
del _register_builtins
