"""collections.abc for corral: the abstract container classes, the
structural isinstance() checks of the one-method ABCs, and the mixin
methods the ABCs give to subclasses."""

from abc import ABCMeta, abstractmethod

__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator",
           "AsyncGenerator", "Hashable", "Iterable", "Iterator", "Generator",
           "Reversible", "Sized", "Container", "Callable", "Collection", "Set",
           "MutableSet", "Mapping", "MutableMapping", "MappingView", "KeysView",
           "ItemsView", "ValuesView", "Sequence", "MutableSequence", "ByteString"]


def _subscript_through_class_getitem(cls, item):
    hook = getattr(cls, "__class_getitem__", None)
    if hook is None:
        raise TypeError("type '%s' is not subscriptable" % cls.__name__)
    return hook(item)


# corral looks __class_getitem__ up by itself only for classes whose
# metaclass is `type`: Iterable[int] and friends go through ABCMeta.
# (typing uses the same function for its generic ABCs.)
if not hasattr(ABCMeta, "__getitem__"):
    ABCMeta.__getitem__ = _subscript_through_class_getitem

_generic = classmethod(type(list[int]))
_ABSENT = object()

# corral built-in types whose CPython counterparts set these names to None.
_BUILTIN_NONES = {type({}.keys()): {"__hash__"}, type({}.items()): {"__hash__"}}


def _provides(C, names):
    """Whether class C supplies every name: found in the namespace of a
    class on its MRO, and not set to None there (None opts out). corral's
    built-in types have no __dict__; for them the attribute is looked up,
    which also covers what they inherit, so the search ends there."""
    for name in names:
        for klass in C.__mro__:
            try:
                space = klass.__dict__
            except AttributeError:
                value = getattr(klass, name, _ABSENT)
                if value is _ABSENT or name in _BUILTIN_NONES.get(klass, ()):
                    return NotImplemented
            else:
                if name not in space:
                    continue
                value = space[name]
            if value is None:
                return NotImplemented
            break
        else:
            return NotImplemented
    return True


def _structural(*names):
    """Class decorator: any class providing all `names` counts as a
    subclass of the decorated ABC (its subclasses decide for themselves)."""
    def install(abc):
        def __subclasshook__(cls, C):
            return _provides(C, names) if cls is abc else NotImplemented
        abc.__subclasshook__ = classmethod(__subclasshook__)
        return abc
    return install


def _alike(a, b):
    # Container membership: identity first, then equality.
    return a is b or a == b


def _throw_into(target, typ, val, tb):
    # The default throw(): raise the given exception (built if needed).
    if val is None:
        if tb is None:
            raise typ
        val = typ()
    if tb is not None:
        val = val.with_traceback(tb)
    raise val


def _abstract(name, default=None, *, is_async=False):
    """An abstract method `name`: concrete subclasses must define it.
    Reached through super(), it does what `default(self, *args)` does
    (by default: returns None)."""
    act = default or (lambda self, *args: None)
    if is_async:
        async def stub(self, *args, **kwargs):
            return act(self, *args, **kwargs)
    else:
        def stub(self, *args, **kwargs):
            return act(self, *args, **kwargs)
    stub.__name__ = name
    return abstractmethod(stub)


def _raise(kind):
    def default(self, *args, **kwargs):
        raise kind
    return default


def _throw_default(self, typ, val=None, tb=None):
    _throw_into(self, typ, val, tb)


def _close_by_throwing(target, what):
    # close(): throw GeneratorExit in; it must end the generator/coroutine.
    try:
        target.throw(GeneratorExit)
    except (GeneratorExit, StopIteration):
        return
    raise RuntimeError("%s ignored GeneratorExit" % what)


# -- one-method ABCs -----------------------------------------------------------

@_structural("__hash__")
class Hashable(metaclass=ABCMeta):
    __slots__ = ()

    __hash__ = _abstract("__hash__", lambda self: 0)


@_structural("__await__")
class Awaitable(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = _generic

    __await__ = _abstract("__await__", lambda self: iter(()))


@_structural("__await__", "send", "throw", "close")
class Coroutine(Awaitable):
    __slots__ = ()

    send = _abstract("send", _raise(StopIteration))
    throw = _abstract("throw", _throw_default)

    def close(self):
        _close_by_throwing(self, "coroutine")


@_structural("__aiter__")
class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = _generic

    __aiter__ = _abstract("__aiter__", lambda self: AsyncIterator())


@_structural("__anext__", "__aiter__")
class AsyncIterator(AsyncIterable):
    __slots__ = ()

    __anext__ = _abstract("__anext__", _raise(StopAsyncIteration), is_async=True)

    def __aiter__(self):
        return self


@_structural("__aiter__", "__anext__", "asend", "athrow", "aclose")
class AsyncGenerator(AsyncIterator):
    __slots__ = ()

    async def __anext__(self):
        return await self.asend(None)

    asend = _abstract("asend", _raise(StopAsyncIteration), is_async=True)
    athrow = _abstract("athrow", _throw_default, is_async=True)

    async def aclose(self):
        # As close(): a generator must let GeneratorExit end it.
        try:
            await self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            return
        raise RuntimeError("asynchronous generator ignored GeneratorExit")


@_structural("__iter__")
class Iterable(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = _generic

    __iter__ = _abstract("__iter__", lambda self: iter(()))


@_structural("__iter__", "__next__")
class Iterator(Iterable):
    __slots__ = ()

    __next__ = _abstract("__next__", _raise(StopIteration))

    def __iter__(self):
        return self


@_structural("__reversed__", "__iter__")
class Reversible(Iterable):
    __slots__ = ()

    __reversed__ = _abstract("__reversed__", lambda self: iter(()))


@_structural("__iter__", "__next__", "send", "throw", "close")
class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        return self.send(None)

    send = _abstract("send", _raise(StopIteration))
    throw = _abstract("throw", _throw_default)

    def close(self):
        _close_by_throwing(self, "generator")


@_structural("__len__")
class Sized(metaclass=ABCMeta):
    __slots__ = ()

    __len__ = _abstract("__len__", lambda self: 0)


@_structural("__contains__")
class Container(metaclass=ABCMeta):
    __slots__ = ()
    __class_getitem__ = _generic

    __contains__ = _abstract("__contains__", lambda self, x: False)


@_structural("__len__", "__iter__", "__contains__")
class Collection(Sized, Iterable, Container):
    __slots__ = ()


# -- Callable and Callable[[args], result] --------------------------------------

def _type_text(obj):
    # How a type argument prints inside a subscripted Callable.
    if obj is Ellipsis:
        return "..."
    if obj is type(None):
        return "None"
    if isinstance(obj, type) and not isinstance(obj, type(list[int])):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return obj.__module__ + "." + obj.__qualname__
    return repr(obj)


def _is_typevar(obj):
    kind = type(obj)
    return kind.__module__ == "typing" and kind.__name__ in ("TypeVar", "ParamSpec")


class _CallableAlias:
    """Callable[[A, B], R]: __args__ is the flat (A, B, R), the repr keeps
    the brackets as written."""

    def __init__(self, params, result, origin):
        self.__origin__ = origin
        self._params = params  # a list of types, Ellipsis or a ParamSpec
        head = tuple(params) if isinstance(params, list) else (params,)
        self.__args__ = head + (result,)

    @property
    def __parameters__(self):
        seen = []
        for arg in self.__args__:
            inner = (arg,) if _is_typevar(arg) else getattr(arg, "__parameters__", ())
            seen.extend(p for p in inner if p not in seen)
        return tuple(seen)

    def __repr__(self):
        if isinstance(self._params, list):
            head = "[%s]" % ", ".join(_type_text(a) for a in self._params)
        else:
            head = _type_text(self._params)
        return "%s[%s, %s]" % (_type_text(self.__origin__), head,
                               _type_text(self.__args__[-1]))

    def __eq__(self, other):
        if not isinstance(other, _CallableAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self.__args__ == other.__args__

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
        """Substitute type variables, in order of first appearance."""
        wanted = self.__parameters__
        items = items if isinstance(items, tuple) else (items,)
        if len(items) != len(wanted):
            word = "many" if len(items) > len(wanted) else "few"
            raise TypeError("Too %s arguments for %r; actual %d, expected %d"
                            % (word, self, len(items), len(wanted)))
        table = dict(zip(wanted, items))

        def replaced(arg):
            if _is_typevar(arg):
                return table.get(arg, arg)
            inner = getattr(arg, "__parameters__", ())
            if inner:
                return arg[tuple(table.get(p, p) for p in inner)]
            return arg

        if isinstance(self._params, list):
            params = [replaced(a) for a in self._params]
        else:
            params = replaced(self._params)
            if isinstance(params, (list, tuple)):
                params = list(params)
        return _CallableAlias(params, replaced(self.__args__[-1]), self.__origin__)


def _params_form_ok(params):
    if params is Ellipsis or isinstance(params, list):
        return True
    return type(params).__name__ in ("ParamSpec", "_ConcatenateGenericAlias")


@_structural("__call__")
class Callable(metaclass=ABCMeta):
    __slots__ = ()

    __call__ = _abstract("__call__", lambda self, *args, **kwds: False)

    def __class_getitem__(cls, item):
        if not isinstance(item, tuple) or len(item) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        params, result = item
        if not _params_form_ok(params):
            raise TypeError("Expected a list of types, an ellipsis, ParamSpec, "
                            "or Concatenate. Got %s" % (params,))
        return _CallableAlias(params, result, cls)


# -- sets -----------------------------------------------------------------------

def _needs(kind_name):
    """Binary operators answer NotImplemented unless the other operand is
    an instance of the named ABC (looked up at call time, so that a class
    can name itself)."""
    def wrap(fn):
        def operator(self, other):
            if not isinstance(other, globals()[kind_name]):
                return NotImplemented
            return fn(self, other)
        operator.__name__, operator.__qualname__ = fn.__name__, fn.__qualname__
        operator.__doc__ = fn.__doc__
        return operator
    return wrap


class Set(Collection):
    """Read-only sets: subclasses supply __contains__, __iter__ and
    __len__; comparisons and the set operators come from here."""

    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        """How operator results are built; override when the constructor
        does not take an iterable."""
        return cls(it)

    def _subset_of(self, other):
        return len(self) <= len(other) and all(x in other for x in self)

    @_needs("Set")
    def __le__(self, other):
        return self._subset_of(other)

    @_needs("Set")
    def __lt__(self, other):
        return len(self) < len(other) and self._subset_of(other)

    @_needs("Set")
    def __ge__(self, other):
        return Set._subset_of(other, self)

    @_needs("Set")
    def __gt__(self, other):
        return len(self) > len(other) and Set._subset_of(other, self)

    @_needs("Set")
    def __eq__(self, other):
        return len(self) == len(other) and self._subset_of(other)

    def isdisjoint(self, other):
        return not any(x in self for x in other)

    @_needs("Iterable")
    def __and__(self, other):
        return self._from_iterable(x for x in other if x in self)

    __rand__ = __and__

    @_needs("Iterable")
    def __or__(self, other):
        return self._from_iterable(x for side in (self, other) for x in side)

    __ror__ = __or__

    def _as_set(self, other):
        return other if isinstance(other, Set) else self._from_iterable(other)

    @_needs("Iterable")
    def __sub__(self, other):
        other = self._as_set(other)
        return self._from_iterable(x for x in self if x not in other)

    @_needs("Iterable")
    def __rsub__(self, other):
        other = self._as_set(other)
        return self._from_iterable(x for x in other if x not in self)

    @_needs("Iterable")
    def __xor__(self, other):
        other = self._as_set(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        """A hash for immutable subclasses to use as __hash__: equal sets
        hash equal whatever their order."""
        return hash(frozenset(self))


class MutableSet(Set):
    """Sets that change: subclasses add add() and discard()."""

    __slots__ = ()

    add = _abstract("add", _raise(NotImplementedError))
    discard = _abstract("discard", _raise(NotImplementedError))

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        for value in self:
            self.discard(value)
            return value
        raise KeyError

    def clear(self):
        while True:
            try:
                self.pop()
            except KeyError:
                return

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


# -- mappings -------------------------------------------------------------------

class Mapping(Collection):
    """Read-only mappings: subclasses supply __getitem__, __iter__ and
    __len__."""

    __slots__ = ()
    __reversed__ = None

    __getitem__ = _abstract("__getitem__", _raise(KeyError))

    def get(self, key, default=None):
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
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())


class MappingView(Sized):
    __slots__ = ("_mapping",)
    __class_getitem__ = _generic

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, self._mapping)


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
            held = self._mapping[key]
        except KeyError:
            return False
        return _alike(held, value)

    def __iter__(self):
        source = self._mapping
        for key in source:
            yield key, source[key]


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        return any(_alike(held, value) for held in self)

    def __iter__(self):
        source = self._mapping
        for key in source:
            yield source[key]


class MutableMapping(Mapping):
    """Mappings that change: subclasses add __setitem__ and __delitem__."""

    __slots__ = ()

    __setitem__ = _abstract("__setitem__", _raise(KeyError))
    __delitem__ = _abstract("__delitem__", _raise(KeyError))

    def pop(self, key, default=_ABSENT):
        try:
            value = self[key]
        except KeyError:
            if default is _ABSENT:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        for key in self:
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def clear(self):
        while True:
            try:
                self.popitem()
            except KeyError:
                return

    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping):
            pairs = ((k, other[k]) for k in other)
        elif hasattr(other, "keys"):
            pairs = ((k, other[k]) for k in other.keys())
        else:
            pairs = other
        for key, value in pairs:
            self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


# -- sequences ------------------------------------------------------------------

class Sequence(Reversible, Collection):
    """Read-only sequences: subclasses supply __getitem__ and __len__."""

    __slots__ = ()

    __getitem__ = _abstract("__getitem__", _raise(IndexError))

    def __iter__(self):
        k = 0
        while True:
            try:
                item = self[k]
            except IndexError:
                return
            yield item
            k += 1

    def __contains__(self, value):
        return any(_alike(item, value) for item in self)

    def __reversed__(self):
        for k in range(len(self) - 1, -1, -1):
            yield self[k]

    def index(self, value, start=0, stop=None):
        """First position of value in [start, stop); ValueError if absent."""
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        k = start
        while stop is None or k < stop:
            try:
                item = self[k]
            except IndexError:
                break
            if _alike(item, value):
                return k
            k += 1
        raise ValueError

    def count(self, value):
        return sum(1 for item in self if _alike(item, value))


class ByteString(Sequence):
    """bytes and bytearray."""

    __slots__ = ()


class MutableSequence(Sequence):
    """Sequences that change: subclasses add __setitem__, __delitem__ and
    insert()."""

    __slots__ = ()

    __setitem__ = _abstract("__setitem__", _raise(IndexError))
    __delitem__ = _abstract("__delitem__", _raise(IndexError))
    insert = _abstract("insert", _raise(IndexError))

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        while True:
            try:
                self.pop()
            except IndexError:
                return

    def reverse(self):
        size = len(self)
        for low in range(size // 2):
            high = size - 1 - low
            self[low], self[high] = self[high], self[low]

    def extend(self, values):
        if values is self:
            values = list(values)
        for value in values:
            self.append(value)

    def pop(self, index=-1):
        value = self[index]
        del self[index]
        return value

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


# -- built-in types -------------------------------------------------------------

def _register_builtins():
    import collections
    from _collections import deque

    def a_generator():
        yield

    async def a_coroutine():
        pass

    class Holder:
        def method(self):
            pass

    gen = a_generator()
    coro = a_coroutine()
    Generator.register(type(gen))
    Coroutine.register(type(coro))
    coro.close()
    table = [
        (Sequence, (tuple, str, range)),
        (ByteString, (bytes, bytearray)),
        (MutableSequence, (list, bytearray, deque)),
        (Set, (frozenset,)),
        (MutableSet, (set,)),
        (MutableMapping, (dict,)),
        # corral's dict and its views have no __reversed__ to find.
        (Reversible, (dict, type({}.keys()), type({}.items()), type({}.values()))),
        (KeysView, (type({}.keys()),)),
        (ItemsView, (type({}.items()),)),
        (ValuesView, (type({}.values()),)),
        # corral's functions and methods have no __call__ in a type
        # __dict__ to find, but are callable all the same.
        (Callable, (type(len), type([].append), type(a_generator),
                    type(Holder().method), type(str.upper))),
        # collections cannot import us while loading (we import it): its
        # containers become virtual subclasses here.
        (MutableMapping, (collections.ChainMap, collections.UserDict)),
        (MutableSequence, (collections.UserList,)),
        (Sequence, (collections.UserString,)),
        (KeysView, (collections.KeysView, collections._odict_keys)),
        (ItemsView, (collections.ItemsView, collections._odict_items)),
        (ValuesView, (collections.ValuesView, collections._odict_values)),
    ]
    for abc, members in table:
        for member in members:
            abc.register(member)
    collections._abc_mapping = Mapping


_register_builtins()
del _register_builtins
