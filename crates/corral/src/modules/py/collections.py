"""collections for corral: namedtuple, deque, defaultdict, OrderedDict,
Counter, ChainMap and the UserDict / UserList / UserString wrappers.

deque and the counting loop behind Counter are native (_collections).
This module cannot import collections.abc (that package imports us), so
the mapping classes carry their own mixin methods; collections.abc
registers them as virtual subclasses and stores its Mapping ABC in
`_abc_mapping` when it loads.
"""

from _collections import deque, _count_elements
from keyword import iskeyword as _is_keyword
import operator as _op

__all__ = ["ChainMap", "Counter", "OrderedDict", "UserDict", "UserList",
           "UserString", "defaultdict", "deque", "namedtuple"]

_abc_mapping = None  # collections.abc.Mapping, once that module is loaded

# Lets Counter[str], OrderedDict[str, int], ... be written in annotations.
_alias = classmethod(type(list[int]))

_MISSING = object()


def _is_mapping(obj):
    if isinstance(obj, (dict, _MappingMethods)):
        return True
    return _abc_mapping is not None and isinstance(obj, _abc_mapping)


def _fill(target, source, kwds):
    # MutableMapping.update's rules, item by item through target[key] = ...
    # (so subclasses overriding __setitem__ see every item).
    if _is_mapping(source):
        pairs = ((k, source[k]) for k in source)
    elif hasattr(source, "keys"):
        pairs = ((k, source[k]) for k in source.keys())
    else:
        pairs = source
    for key, value in pairs:
        target[key] = value
    for key, value in kwds.items():
        target[key] = value


# Ids of containers whose repr is being built: a container that contains
# itself shows "..." the second time round instead of recursing forever.
_busy_reprs = set()


def _safe_repr(obj, build):
    key = id(obj)
    if key in _busy_reprs:
        return "..."
    _busy_reprs.add(key)
    try:
        return build()
    finally:
        _busy_reprs.discard(key)


# -- namedtuple -----------------------------------------------------------------

class _tuplegetter:
    """Class attribute of a namedtuple type: reads one tuple position."""

    __slots__ = ("_pos", "__doc__")
    __corral_tp_name__ = "_collections._tuplegetter"

    def __init__(self, index, doc):
        self._pos = index
        self.__doc__ = doc

    def __get__(self, instance, owner=None):
        return self if instance is None else instance[self._pos]

    def __set__(self, instance, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, instance):
        raise AttributeError("can't delete attribute")

    def __repr__(self):
        return "_tuplegetter(%d, %r)" % (self._pos, self.__doc__)


def _checked_fields(typename, field_names, rename):
    if isinstance(field_names, str):
        names = field_names.replace(",", " ").split()
    else:
        names = [str(n) for n in field_names]
    if rename:
        taken = set()
        for pos, name in enumerate(names):
            if (name in taken or name.startswith("_") or _is_keyword(name)
                    or not name.isidentifier()):
                names[pos] = "_%d" % pos
            taken.add(name)
    for name in [typename] + names:
        if type(name) is not str:
            raise TypeError("Type names and field names must be strings")
        if not name.isidentifier():
            raise ValueError("Type names and field names must be valid "
                             "identifiers: %r" % name)
        if _is_keyword(name):
            raise ValueError("Type names and field names cannot be a "
                             "keyword: %r" % name)
    taken = set()
    for name in names:
        if name.startswith("_") and not rename:
            raise ValueError("Field names cannot start with an underscore: %r" % name)
        if name in taken:
            raise ValueError("Encountered duplicate field name: %r" % name)
        taken.add(name)
    return tuple(names)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """A tuple subclass whose positions are also named attributes."""
    typename = str(typename)
    fields = _checked_fields(typename, field_names, rename)
    count = len(fields)
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > count:
            raise TypeError("Got more default values than field names")
    first_default = count - len(defaults or ())
    field_defaults = dict(zip(fields[first_default:], defaults or ()))
    signature = ", ".join(fields)

    # __new__ is compiled so that it has the real parameter list (and the
    # interpreter's own messages for missing or unexpected arguments).
    params = "".join(
        ", %s=_given[%d]" % (f, k - first_default) if k >= first_default else ", " + f
        for k, f in enumerate(fields))
    packed = "".join(f + ", " for f in fields)
    source = ("class %s:\n    def __new__(_cls%s):\n"
              "        return _tuple_new(_cls, (%s))\n" % (typename, params, packed))
    scope = {"_tuple_new": tuple.__new__, "_given": defaults}
    exec(source, scope)
    wrapped = scope[typename].__dict__["__new__"]  # a staticmethod
    new = wrapped.__func__
    new.__doc__ = "Create new instance of %s(%s)" % (typename, signature)

    def _make(cls, iterable):
        made = tuple.__new__(cls, iterable)
        if len(made) != count:
            raise TypeError("Expected %d arguments, got %d" % (count, len(made)))
        return made

    def _replace(self, /, **kwds):
        values = [kwds.pop(f, v) for f, v in zip(fields, self)]
        if kwds:
            raise ValueError("Got unexpected field names: %r" % list(kwds))
        return self._make(values)

    def __repr__(self):
        shown = ", ".join("%s=%r" % pair for pair in zip(fields, self))
        return "%s(%s)" % (type(self).__name__, shown)

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    _make.__doc__ = "Make a new %s object from a sequence or iterable" % typename
    _replace.__doc__ = ("Return a new %s object replacing specified fields "
                        "with new values" % typename)
    __repr__.__doc__ = "Return a nicely formatted representation string"
    _asdict.__doc__ = "Return a new dict which maps field names to their values."
    __getnewargs__.__doc__ = "Return self as a plain tuple.  Used by copy and pickle."
    body = {
        "__doc__": "%s(%s)" % (typename, signature), "__slots__": (),
        "_fields": fields, "_field_defaults": field_defaults,
        "__match_args__": fields, "__new__": wrapped, "_make": classmethod(_make),
        "_replace": _replace, "__repr__": __repr__, "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
    }
    for fn in (new, _make, _replace, __repr__, _asdict, __getnewargs__):
        fn.__qualname__ = "%s.%s" % (typename, fn.__name__)
    for k, f in enumerate(fields):
        body[f] = _tuplegetter(k, "Alias for field number %d" % k)
    made = type(typename, (tuple,), body)
    # The caller's module cannot be seen from here: programs run as __main__.
    made.__module__ = "__main__" if module is None else module
    return made


# -- defaultdict ----------------------------------------------------------------

class defaultdict(dict):
    """A dict that calls default_factory() to fill in missing keys."""

    __corral_tp_name__ = "collections.defaultdict"
    __class_getitem__ = _alias

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        self.default_factory = default_factory
        dict.__init__(self, *args, **kwargs)

    def __missing__(self, key):
        make = self.default_factory
        if make is None:
            raise KeyError(key)
        self[key] = fresh = make()
        return fresh

    def __repr__(self):
        make = self.default_factory
        shown = "None" if make is None else _safe_repr(make, lambda: repr(make))
        return "%s(%s, %s)" % (type(self).__name__, shown, dict.__repr__(self))

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __deepcopy__(self, memo):
        import copy
        twin = type(self)(self.default_factory)
        memo[id(self)] = twin
        for key, value in self.items():
            twin[copy.deepcopy(key, memo)] = copy.deepcopy(value, memo)
        return twin

    def __reduce__(self):
        return type(self), (self.default_factory,), None, None, iter(self.items())

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        merged = self.copy()
        merged.update(other)
        return merged

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        merged = type(self)(self.default_factory, other)
        merged.update(self)
        return merged


# -- set-like views ------------------------------------------------------------

class _SetLike:
    """Set operators for key and item views: results are plain sets."""

    __slots__ = ()

    # The operators and comparisons are attached below the class.

    def _comparable(self, other):
        return isinstance(other, (set, frozenset, _SetLike, type({}.keys()),
                                  type({}.items())))

    __hash__ = None

    def isdisjoint(self, other):
        return not any(x in self for x in other)


def _view_operator(name, combine, reflected):
    # Both operands become sets first (the left one first).
    def method(self, other):
        if reflected:
            theirs = set(other)
            return combine(theirs, set(self))
        return combine(set(self), set(other))
    method.__name__ = name
    return method


def _view_comparison(name, sizes_ok, i_hold_theirs):
    # Membership goes through `in` on a view, so unhashable item values
    # still compare.
    def method(self, other):
        if not self._comparable(other):
            return NotImplemented
        if not sizes_ok(len(self), len(other)):
            return False
        if i_hold_theirs:
            return all(x in self for x in other)
        return all(x in other for x in self)
    method.__name__ = name
    return method


for _label, _fn in (("and", _op.and_), ("or", _op.or_), ("sub", _op.sub),
                    ("xor", _op.xor)):
    setattr(_SetLike, "__%s__" % _label,
            _view_operator("__%s__" % _label, _fn, False))
    setattr(_SetLike, "__r%s__" % _label,
            _view_operator("__r%s__" % _label, _fn, True))
for _label, _fn, _covers in (("__eq__", _op.eq, True), ("__ge__", _op.ge, True),
                             ("__gt__", _op.gt, True), ("__le__", _op.le, False),
                             ("__lt__", _op.lt, False)):
    setattr(_SetLike, _label, _view_comparison(_label, _fn, _covers))
del _label, _fn, _covers


class _View:
    """A live view of a mapping (keys, values or items)."""

    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, self._mapping)


class KeysView(_SetLike, _View):
    """keys() of ChainMap and UserDict."""

    __slots__ = ()

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(_SetLike, _View):
    """items() of ChainMap and UserDict."""

    __slots__ = ()

    def __contains__(self, item):
        key, value = item
        source = self._mapping
        if key not in source:
            return False
        held = source[key]
        return held is value or held == value

    def __iter__(self):
        source = self._mapping
        for key in source:
            yield key, source[key]


class ValuesView(_View):
    """values() of ChainMap and UserDict."""

    __slots__ = ()

    def __contains__(self, value):
        for held in self:
            if held is value or held == value:
                return True
        return False

    def __iter__(self):
        source = self._mapping
        for key in source:
            yield source[key]


for _cls in (KeysView, ItemsView, ValuesView):
    _cls.__module__ = "collections.abc"
del _cls


class _odict_view(_View):
    # OrderedDict's views; repr as CPython's: odict_keys([...]).
    __slots__ = ()

    def __repr__(self):
        return "%s(%r)" % (self.__corral_tp_name__, list(self))

    def __iter__(self):
        source = self._mapping
        for key in dict.__iter__(source):
            yield self._one(source, key)

    def __reversed__(self):
        source = self._mapping
        for key in reversed(list(dict.__iter__(source))):
            yield self._one(source, key)


class _odict_keys(_SetLike, _odict_view):
    __slots__ = ()
    __corral_tp_name__ = "odict_keys"

    @staticmethod
    def _one(source, key):
        return key

    def __contains__(self, key):
        return dict.__contains__(self._mapping, key)


class _odict_values(_odict_view):
    __slots__ = ()
    __corral_tp_name__ = "odict_values"

    @staticmethod
    def _one(source, key):
        return dict.__getitem__(source, key)

    def __contains__(self, value):
        return any(v is value or v == value for v in self)


class _odict_items(_SetLike, _odict_view):
    __slots__ = ()
    __corral_tp_name__ = "odict_items"

    @staticmethod
    def _one(source, key):
        return key, dict.__getitem__(source, key)

    def __contains__(self, item):
        key, value = item
        source = self._mapping
        if not dict.__contains__(source, key):
            return False
        held = dict.__getitem__(source, key)
        return held is value or held == value


# -- OrderedDict ----------------------------------------------------------------

class OrderedDict(dict):
    """A dict that can reorder its keys, and whose equality with another
    OrderedDict depends on the order."""

    __corral_tp_name__ = "collections.OrderedDict"
    __class_getitem__ = _alias

    def __init__(self, other=(), /, **kwds):
        _fill(self, other, kwds)

    def update(self, other=(), /, **kwds):
        _fill(self, other, kwds)

    def setdefault(self, key, default=None):
        if dict.__contains__(self, key):
            return dict.__getitem__(self, key)
        self[key] = default
        return default

    def move_to_end(self, key, last=True):
        if not dict.__contains__(self, key):
            raise KeyError(key)
        if last:
            dict.__setitem__(self, key, dict.pop(self, key))
            return
        # Moving to the front: rebuild with the key first.
        rest = [(k, v) for k, v in dict.items(self) if k != key]
        front = dict.__getitem__(self, key)
        dict.clear(self)
        dict.__setitem__(self, key, front)
        for k, v in rest:
            dict.__setitem__(self, k, v)

    def popitem(self, last=True):
        if not len(self):
            raise KeyError("dictionary is empty")
        order = list(dict.__iter__(self))
        key = order[-1] if last else order[0]
        return key, dict.pop(self, key)

    def keys(self):
        return _odict_keys(self)

    def values(self):
        return _odict_values(self)

    def items(self):
        return _odict_items(self)

    def __reversed__(self):
        yield from reversed(list(dict.__iter__(self)))

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and list(dict.__iter__(self)) == list(dict.__iter__(other))
        return dict.__eq__(self, other)

    def __ne__(self, other):
        same = self.__eq__(other)
        return same if same is NotImplemented else not same

    __hash__ = None

    def __repr__(self):
        name = type(self).__name__
        if not len(self):
            return name + "()"
        return _safe_repr(self, lambda: "%s(%r)" % (name, list(dict.items(self))))

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    def __deepcopy__(self, memo):
        import copy
        twin = type(self)()
        memo[id(self)] = twin
        for key, value in dict.items(self):
            twin[copy.deepcopy(key, memo)] = copy.deepcopy(value, memo)
        return twin

    def __reduce__(self):
        return type(self), (), None, None, iter(dict.items(self))

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        merged = type(self)(self)
        merged.update(other)
        return merged

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        merged = type(self)(other)
        merged.update(self)
        return merged

    def __ior__(self, other):
        self.update(other)
        return self


# -- Counter --------------------------------------------------------------------

def _count_of(pair):
    return pair[1]


def _counters(method):
    # Binary Counter operators only combine with Counters.
    def checked(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return method(self, other)
    checked.__name__ = method.__name__
    checked.__qualname__ = "Counter." + method.__name__
    return checked


class Counter(dict):
    """A dict of element -> count (missing elements count 0), with
    multiset arithmetic."""

    __class_getitem__ = _alias

    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        """(element, count) pairs, highest counts first (ties in insertion
        order); only the first n when n is given."""
        ranked = sorted(self.items(), key=_count_of, reverse=True)
        return ranked if n is None else ranked[:max(n, 0)]

    def elements(self):
        for item, times in self.items():
            for _ in range(times if times > 0 else 0):
                yield item

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.")

    def update(self, iterable=None, /, **kwds):
        """Add counts: from a mapping of counts or by counting an iterable."""
        if iterable is not None:
            if not _is_mapping(iterable):
                _count_elements(self, iterable)
            elif len(self):
                for item, more in iterable.items():
                    self[item] = more + self.get(item, 0)
            else:
                dict.update(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        """Take counts away (they may go to zero or below)."""
        if iterable is not None:
            if _is_mapping(iterable):
                for item, less in iterable.items():
                    self[item] = self.get(item, 0) - less
            else:
                for item in iterable:
                    self[item] = self.get(item, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    def __reduce__(self):
        return type(self), (dict(self),)

    def __delitem__(self, elem):
        # Deleting a missing element is not an error.
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        name = type(self).__name__
        if not len(self):
            return name + "()"
        try:
            shown = dict(self.most_common())
        except TypeError:
            # Counts that cannot be ordered: insertion order.
            shown = dict(self)
        return "%s(%r)" % (name, shown)

    def _every(self, other, test):
        return all(test(self[k], other[k]) for side in (self, other) for k in side)

    @_counters
    def __eq__(self, other):
        return self._every(other, lambda a, b: a == b)

    @_counters
    def __ne__(self, other):
        return not self == other

    @_counters
    def __le__(self, other):
        return self._every(other, lambda a, b: a <= b)

    @_counters
    def __lt__(self, other):
        return self <= other and self != other

    @_counters
    def __ge__(self, other):
        return self._every(other, lambda a, b: a >= b)

    @_counters
    def __gt__(self, other):
        return self >= other and self != other

    __hash__ = None

    def _merged(self, other, combine):
        # Element-wise combination over both sides' elements, keeping
        # only positive results (elements absent on one side count 0).
        out = Counter()
        for item, mine in self.items():
            value = combine(mine, other[item])
            if value > 0:
                out[item] = value
        for item, theirs in other.items():
            if item not in self:
                value = combine(0, theirs)
                if value > 0:
                    out[item] = value
        return out

    @_counters
    def __add__(self, other):
        return self._merged(other, lambda a, b: a + b)

    @_counters
    def __sub__(self, other):
        return self._merged(other, lambda a, b: a - b)

    @_counters
    def __or__(self, other):
        return self._merged(other, lambda a, b: b if a < b else a)

    @_counters
    def __and__(self, other):
        return self._merged(other, lambda a, b: a if a < b else b)

    def __pos__(self):
        return Counter({k: v for k, v in self.items() if v > 0})

    def __neg__(self):
        return Counter({k: 0 - v for k, v in self.items() if v < 0})

    def _drop_nonpositive(self):
        for item in [k for k, v in self.items() if not v > 0]:
            dict.__delitem__(self, item)
        return self

    def __iadd__(self, other):
        for item, more in other.items():
            self[item] += more
        return self._drop_nonpositive()

    def __isub__(self, other):
        for item, less in other.items():
            self[item] -= less
        return self._drop_nonpositive()

    def __ior__(self, other):
        for item, theirs in other.items():
            if theirs > self[item]:
                self[item] = theirs
        return self._drop_nonpositive()

    def __iand__(self, other):
        for item, mine in list(self.items()):
            theirs = other[item]
            if theirs < mine:
                self[item] = theirs
        return self._drop_nonpositive()


# -- mapping mixin (what collections.abc.MutableMapping would provide) ----------

class _MappingMethods:
    """dict-like methods built on __getitem__, __setitem__, __delitem__,
    __iter__ and __len__."""

    __slots__ = ()

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        return True

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __hash__ = None

    def pop(self, key, default=_MISSING):
        try:
            value = self[key]
        except KeyError:
            if default is _MISSING:
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
        _fill(self, other, kwds)

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


# -- ChainMap -------------------------------------------------------------------

class ChainMap(_MappingMethods):
    """Several mappings seen as one: lookups search them in order, changes
    go to the first."""

    __class_getitem__ = _alias

    def __init__(self, *maps):
        self.maps = list(maps) if maps else [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for layer in self.maps:
            if key in layer:
                return layer[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        # Keys in the order of first appearance, deepest mapping first.
        order = {}
        for layer in reversed(self.maps):
            for key in layer:
                order[key] = None
        return iter(order)

    def __contains__(self, key):
        return any(key in layer for layer in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return _safe_repr(self, lambda: "%s(%s)" % (
            type(self).__name__, ", ".join(repr(m) for m in self.maps)))

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        head, *rest = self.maps
        return type(self)(head.copy(), *rest)

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        """A ChainMap with m (or a new dict) in front of these maps."""
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def _first_only(self, key):
        return KeyError("Key not found in the first mapping: %r" % (key,))

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise self._first_only(key)

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError("No keys found in the first mapping.")

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise self._first_only(key)

    def clear(self):
        self.maps[0].clear()

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        merged = self.copy()
        merged.maps[0].update(other)
        return merged

    def __ror__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        flat = dict(other)
        for layer in reversed(self.maps):
            flat.update(layer)
        return type(self)(flat)


# -- UserDict -------------------------------------------------------------------

class UserDict(_MappingMethods):
    """A mapping that keeps its contents in a real dict, self.data, for
    subclasses to build on."""

    __class_getitem__ = _alias

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        store = self.data
        if key in store:
            return store[key]
        fallback = getattr(type(self), "__missing__", None)
        if fallback is not None:
            return fallback(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def _plain(self, other):
        if isinstance(other, UserDict):
            return other.data
        return other if isinstance(other, dict) else None

    def __or__(self, other):
        plain = self._plain(other)
        return NotImplemented if plain is None else type(self)(self.data | plain)

    def __ror__(self, other):
        plain = self._plain(other)
        return NotImplemented if plain is None else type(self)(plain | self.data)

    def __ior__(self, other):
        plain = other.data if isinstance(other, UserDict) else other
        self.data |= plain
        return self

    def __copy__(self):
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.__dict__["data"] = self.data.copy()
        return twin

    def copy(self):
        if type(self) is UserDict:
            return UserDict(self.data.copy())
        return self.__copy__()

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made


# -- UserList -------------------------------------------------------------------

def _unwrap(obj, kind):
    return obj.data if isinstance(obj, kind) else obj


class UserList:
    """A list kept in self.data, for subclasses to build on; slices and
    arithmetic give the subclass back."""

    __class_getitem__ = _alias

    def __init__(self, initlist=None):
        if initlist is None:
            self.data = []
        elif isinstance(initlist, UserList):
            self.data = list(initlist.data)
        else:
            self.data = list(initlist)

    __hash__ = None

    def __getitem__(self, i):
        if isinstance(i, slice):
            return type(self)(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __iter__(self):
        # As Sequence does: by index, until IndexError.
        k = 0
        while True:
            try:
                item = self[k]
            except IndexError:
                return
            yield item
            k += 1

    def __reversed__(self):
        for k in range(len(self) - 1, -1, -1):
            yield self[k]

    def _as_list(self, other):
        if isinstance(other, UserList):
            return other.data
        return other if isinstance(other, list) else list(other)

    def __add__(self, other):
        return type(self)(self.data + self._as_list(other))

    def __radd__(self, other):
        return type(self)(self._as_list(other) + self.data)

    def __iadd__(self, other):
        self.data += self._as_list(other)
        return self

    def __mul__(self, n):
        return type(self)(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.__dict__["data"] = self.data[:]
        return twin

    def copy(self):
        return type(self)(self)

    def extend(self, other):
        self.data.extend(_unwrap(other, UserList))


# -- UserString -----------------------------------------------------------------

class UserString:
    """A str kept in self.data, for subclasses to build on; string
    results come back as the subclass."""

    def __init__(self, seq):
        if isinstance(seq, UserString):
            self.data = seq.data[:]
        elif isinstance(seq, str):
            self.data = seq
        else:
            self.data = str(seq)

    def __getnewargs__(self):
        return (self.data[:],)

    def __getitem__(self, index):
        return type(self)(self.data[index])

    def __iter__(self):
        for k in range(len(self.data)):
            yield self[k]

    def __reversed__(self):
        for k in range(len(self.data) - 1, -1, -1):
            yield self[k]

    def __add__(self, other):
        if isinstance(other, UserString):
            other = other.data
        elif not isinstance(other, str):
            other = str(other)
        return type(self)(self.data + other)

    def __radd__(self, other):
        return type(self)((other if isinstance(other, str) else str(other)) + self.data)

    def __mul__(self, n):
        return type(self)(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return type(self)(self.data % args)

    def __rmod__(self, template):
        return type(self)(str(template) % self)


def _data_method(cls, label):
    # A method that simply asks self.data (a list or a str).
    def method(self, *args, **kwargs):
        return getattr(self.data, label)(*args, **kwargs)
    method.__name__ = label
    method.__qualname__ = cls.__name__ + "." + label
    return method


def _data_compare(cls, label, op):
    # A comparison of self.data with the other side's data (or the other
    # side itself when it is not a wrapper of the same kind).
    def compare(self, other):
        return op(self.data, _unwrap(other, cls))
    compare.__name__ = label
    compare.__qualname__ = cls.__name__ + "." + label
    return compare


for _cls in (UserList, UserString):
    for _label, _fn in (("__lt__", _op.lt), ("__le__", _op.le), ("__eq__", _op.eq),
                        ("__gt__", _op.gt), ("__ge__", _op.ge)):
        setattr(_cls, _label, _data_compare(_cls, _label, _fn))
for _label in ("__repr__", "__len__", "__contains__", "append", "insert", "pop",
               "remove", "clear", "count", "index", "reverse", "sort"):
    setattr(UserList, _label, _data_method(UserList, _label))
for _label, _fn in (("__str__", str), ("__repr__", repr), ("__int__", int),
                    ("__float__", float), ("__complex__", complex),
                    ("__hash__", hash), ("__len__", len)):
    setattr(UserString, _label, (lambda fn: lambda self: fn(self.data))(_fn))
UserString.__contains__ = lambda self, char: _unwrap(char, UserString) in self.data
del _cls, _fn


def _str_method(label, wrap):
    # UserString methods delegate to str's; `wrap` says whether the result
    # is a string to hand back as the (sub)class.
    def method(self, *args, **kwargs):
        args = [_unwrap(a, UserString) for a in args]
        result = getattr(self.data, label)(*args, **kwargs)
        return type(self)(result) if wrap else result
    method.__name__ = label
    method.__qualname__ = "UserString." + label
    return method


for _label in ("capitalize casefold center expandtabs ljust lower lstrip "
               "removeprefix removesuffix replace rjust rstrip strip swapcase "
               "title translate upper zfill").split():
    setattr(UserString, _label, _str_method(_label, True))
for _label in ("count encode endswith find format format_map index isalpha "
               "isalnum isascii isdecimal isdigit isidentifier islower "
               "isnumeric isprintable isspace istitle isupper join partition "
               "rfind rindex rpartition rsplit split splitlines "
               "startswith").split():
    setattr(UserString, _label, _str_method(_label, False))
del _label
