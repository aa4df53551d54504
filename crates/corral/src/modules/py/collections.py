"""collections: namedtuple, deque, defaultdict, OrderedDict, Counter,
ChainMap and the UserDict/UserList/UserString wrappers."""

from _collections import deque, _count_elements

# collections cannot import collections.abc (that would import this module
# again while it is loading), so the classes below carry their own mixin
# methods, and collections.abc registers them as virtual subclasses when it
# loads. It also leaves its Mapping ABC here, for the mapping tests.
_abc_mapping = None

__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList',
           'UserString', 'defaultdict', 'deque', 'namedtuple']

_GenericAlias = type(list[int])
_ABSENT = object()

_RESERVED = frozenset((
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',
    'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally',
    'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal',
    'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield',
))


# Objects whose repr is being built right now (by id), so that a container
# that holds itself prints '...' instead of recursing forever.
_in_repr = set()


def _guarded_repr(obj, build, on_cycle='...'):
    key = id(obj)
    if key in _in_repr:
        return on_cycle
    _in_repr.add(key)
    try:
        return build()
    finally:
        _in_repr.discard(key)


# ---------------------------------------------------------------- namedtuple

# Read-only attribute of a namedtuple class: item `index` of the tuple.
# (No docstring: each instance carries its own __doc__ in a slot.)
class _tuplegetter:
    __slots__ = ('_index', '__doc__')
    __corral_tp_name__ = '_collections._tuplegetter'

    def __init__(self, index, doc):
        self._index = index
        self.__doc__ = doc

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return instance[self._index]

    def __set__(self, instance, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, instance):
        raise AttributeError("can't delete attribute")

    def __repr__(self):
        return f'_tuplegetter({self._index}, {self.__doc__!r})'


def _field_list(field_names, rename):
    if isinstance(field_names, str):
        names = field_names.replace(',', ' ').split()
    else:
        names = [str(n) for n in field_names]
    if rename:
        seen = set()
        for i, n in enumerate(names):
            if (not isinstance(n, str) or not n.isidentifier() or n in _RESERVED
                    or n.startswith('_') or n in seen):
                names[i] = f'_{i}'
            seen.add(names[i])
    return names


def _check_names(typename, names, renamed):
    for n in [typename] + names:
        if type(n) is not str:
            raise TypeError('Type names and field names must be strings')
        if not n.isidentifier():
            raise ValueError(f'Type names and field names must be valid identifiers: {n!r}')
        if n in _RESERVED:
            raise ValueError(f'Type names and field names cannot be a keyword: {n!r}')
    seen = set()
    for n in names:
        if n.startswith('_') and not renamed:
            raise ValueError(f'Field names cannot start with an underscore: {n!r}')
        if n in seen:
            raise ValueError(f'Encountered duplicate field name: {n!r}')
        seen.add(n)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """A tuple subclass named typename whose items are also attributes."""
    names = _field_list(field_names, rename)
    typename = str(typename)
    _check_names(typename, names, rename)
    fields = tuple(names)
    count = len(fields)
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > count:
            raise TypeError('Got more default values than field names')
    field_defaults = dict(zip(fields[count - len(defaults):], defaults)) if defaults else {}

    params = ', '.join(fields)
    signature = f'({params})'
    # __new__ is compiled from source so that it has the real signature:
    # missing or extra arguments are reported like any other call.
    n_plain = count - len(defaults or ())
    declared = ', '.join(f if i < n_plain else f'{f}=_defaults[{i - n_plain}]'
                         for i, f in enumerate(fields))
    source = (f'class {typename}:\n'
              f'    def __new__(_cls, {declared}):\n'
              f'        return _new_tuple(_cls, ({params}{"," if count == 1 else ""}))\n')
    scope = {'_new_tuple': tuple.__new__, '_defaults': defaults,
             '__name__': f'namedtuple_{typename}'}
    exec(source, scope)
    new = scope[typename].__dict__['__new__']
    if isinstance(new, staticmethod):
        new = new.__func__
    new.__doc__ = f'Create new instance of {typename}{signature}'

    def _make(cls, iterable):
        made = tuple.__new__(cls, iterable)
        if len(made) != count:
            raise TypeError(f'Expected {count} arguments, got {len(made)}')
        return made
    _make.__doc__ = f'Make a new {typename} object from a sequence or iterable'

    def _replace(self, /, **changes):
        made = self._make([changes.pop(f, v) for f, v in zip(fields, self)])
        if changes:
            raise ValueError(f'Got unexpected field names: {list(changes)!r}')
        return made
    _replace.__doc__ = 'Return a new instance with some fields replaced'

    def __repr__(self):
        inner = ', '.join(f'{f}={v!r}' for f, v in zip(fields, self))
        return f'{type(self).__name__}({inner})'

    def _asdict(self):
        """A dict from field names to values."""
        return dict(zip(fields, self))

    def __getnewargs__(self):
        return tuple(self)

    namespace = {
        '__doc__': f'{typename}{signature}',
        '__slots__': (),
        '_fields': fields,
        '_field_defaults': field_defaults,
        '__new__': new,
        '_make': classmethod(_make),
        '_replace': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
        '__match_args__': fields,
    }
    for i, f in enumerate(fields):
        namespace[f] = _tuplegetter(i, f'Alias for field number {i}')
    cls = type(typename, (tuple,), namespace)
    for fn in (new, _make, _replace, __repr__, _asdict, __getnewargs__):
        fn.__qualname__ = f'{typename}.{fn.__name__}'
    # (The caller's module cannot be found from here; programs run as __main__.)
    cls.__module__ = module if module is not None else '__main__'
    return cls


# ---------------------------------------------------------------- defaultdict

def _deep_items(source, fresh, memo):
    # deepcopy for our dict subclasses: corral's copy module rebuilds from
    # __reduce__ without the items iterator it returns, so fill them here.
    from copy import deepcopy
    memo[id(source)] = fresh
    for key, value in source.items():
        fresh[deepcopy(key, memo)] = deepcopy(value, memo)
    return fresh


class defaultdict(dict):
    """A dict that fills in a missing key with default_factory()."""

    __corral_tp_name__ = 'collections.defaultdict'

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        self.default_factory = default_factory
        dict.__init__(self, *args, **kwargs)

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self[key] = value
        return value

    def __repr__(self):
        factory = self.default_factory
        shown = _guarded_repr(factory, lambda: repr(factory)) if factory is not None else 'None'
        return f'{type(self).__name__}({shown}, {dict.__repr__(self)})'

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made

    def copy(self):
        """A shallow copy with the same default_factory."""
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __deepcopy__(self, memo):
        return _deep_items(self, type(self)(self.default_factory), memo)

    def __reduce__(self):
        return type(self), (self.default_factory,), None, None, iter(self.items())

    def __or__(self, that):
        if not isinstance(that, dict):
            return NotImplemented
        merged = self.copy()
        merged.update(that)
        return merged

    def __ror__(self, that):
        if not isinstance(that, dict):
            return NotImplemented
        merged = type(self)(self.default_factory, that)
        merged.update(self)
        return merged

    __class_getitem__ = classmethod(_GenericAlias)


# ---------------------------------------------------------------- OrderedDict

class _OrderedView:
    """Base of the odict_keys / odict_values / odict_items views: live
    views over an OrderedDict that also run backwards."""

    __slots__ = ('_od',)

    def __init__(self, od):
        self._od = od

    def __len__(self):
        return len(self._od)

    def __repr__(self):
        return f'{self.__corral_tp_name__}({list(self)!r})'

    def __reversed__(self):
        od = self._od
        for key in reversed(dict.keys(od)):
            yield self._pick(od, key)

    def __iter__(self):
        od = self._od
        for key in dict.keys(od):
            yield self._pick(od, key)


class _SetOps:
    """The set operators of keys and items views; results are sets."""

    __slots__ = ()

    def __eq__(self, that):
        if isinstance(that, (set, frozenset, _SetOps, _DICT_KEYS, _DICT_ITEMS)):
            return len(self) == len(that) and all(x in that for x in self)
        return NotImplemented

    def __and__(self, that):
        return set(self) & set(that)

    def __or__(self, that):
        return set(self) | set(that)

    def __sub__(self, that):
        return set(self) - set(that)

    def __xor__(self, that):
        return set(self) ^ set(that)

    def __rand__(self, that):
        return set(that) & set(self)

    def __ror__(self, that):
        return set(that) | set(self)

    def __rsub__(self, that):
        return set(that) - set(self)

    def __rxor__(self, that):
        return set(that) ^ set(self)

    def __le__(self, that):
        return set(self) <= set(that)

    def __lt__(self, that):
        return set(self) < set(that)

    def __ge__(self, that):
        return set(self) >= set(that)

    def __gt__(self, that):
        return set(self) > set(that)

    def isdisjoint(self, other):
        return not any(x in self for x in other)


class _odict_keys(_SetOps, _OrderedView):
    __slots__ = ()
    __corral_tp_name__ = 'odict_keys'

    @staticmethod
    def _pick(od, key):
        return key

    def __contains__(self, key):
        return key in self._od


class _odict_values(_OrderedView):
    __slots__ = ()
    __corral_tp_name__ = 'odict_values'

    @staticmethod
    def _pick(od, key):
        return dict.__getitem__(od, key)

    def __contains__(self, value):
        return any(v is value or v == value for v in self)


class _odict_items(_SetOps, _OrderedView):
    __slots__ = ()
    __corral_tp_name__ = 'odict_items'

    @staticmethod
    def _pick(od, key):
        return (key, dict.__getitem__(od, key))

    def __contains__(self, item):
        key, value = item
        if key not in self._od:
            return False
        found = dict.__getitem__(self._od, key)
        return found is value or found == value


class OrderedDict(dict):
    """A dict that remembers insertion order in comparisons and can move
    keys to either end."""

    __corral_tp_name__ = 'collections.OrderedDict'

    def __init__(self, other=(), /, **kwds):
        self.update(other, **kwds)

    def update(self, other=(), /, **kwds):
        if isinstance(other, dict) or hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def move_to_end(self, key, last=True):
        """Move key to the end (or, with last=False, to the front)."""
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
            return
        rest = list(dict.items(self))
        dict.clear(self)
        dict.__setitem__(self, key, value)
        for k, v in rest:
            dict.__setitem__(self, k, v)

    def popitem(self, last=True):
        """Remove and return the last (key, value) pair, or the first with
        last=False."""
        if not self:
            raise KeyError('dictionary is empty')
        keys = dict.keys(self)
        key = next(reversed(keys)) if last else next(iter(keys))
        return key, dict.pop(self, key)

    def keys(self):
        return _odict_keys(self)

    def values(self):
        return _odict_values(self)

    def items(self):
        return _odict_items(self)

    def __reversed__(self):
        return reversed(dict.keys(self))

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made

    def setdefault(self, key, default=None):
        if key in self:
            return self[key]
        self[key] = default
        return default

    def __eq__(self, that):
        if isinstance(that, OrderedDict):
            return dict.__eq__(self, that) and list(dict.keys(self)) == list(dict.keys(that))
        return dict.__eq__(self, that)

    def __ne__(self, that):
        equal = self.__eq__(that)
        return equal if equal is NotImplemented else not equal

    __hash__ = None

    def __repr__(self):
        name = type(self).__name__
        if not self:
            return f'{name}()'
        return _guarded_repr(self, lambda: f'{name}({list(self.items())!r})')

    def copy(self):
        """A shallow copy."""
        return type(self)(self)

    __copy__ = copy

    def __deepcopy__(self, memo):
        return _deep_items(self, type(self)(), memo)

    def __reduce__(self):
        return type(self), (), None, None, iter(self.items())

    def __or__(self, that):
        if not isinstance(that, dict):
            return NotImplemented
        merged = type(self)(self)
        merged.update(that)
        return merged

    def __ror__(self, that):
        if not isinstance(that, dict):
            return NotImplemented
        merged = type(self)(that)
        merged.update(self)
        return merged

    def __ior__(self, that):
        self.update(that)
        return self

    __class_getitem__ = classmethod(_GenericAlias)


# ---------------------------------------------------------------- Counter

def _looks_like_mapping(obj):
    if isinstance(obj, (dict, _DictMixins)):
        return True
    return _abc_mapping is not None and isinstance(obj, _abc_mapping)


def _counters_only(fn):
    # Counter operators take only Counters (else NotImplemented).
    def operator(self, that):
        if not isinstance(that, Counter):
            return NotImplemented
        return fn(self, that)
    operator.__name__ = fn.__name__
    operator.__qualname__ = fn.__qualname__
    return operator


class Counter(dict):
    """A dict of counts: missing keys count 0, and counters add, subtract
    and intersect like multisets."""

    def __init__(self, iterable=None, /, **kwds):
        super().__init__()
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        """The sum of all counts."""
        return sum(self.values())

    def most_common(self, n=None):
        """(element, count) pairs, highest count first (ties in insertion
        order); only the first n with n given."""
        ranked = sorted(self.items(), key=_second, reverse=True)
        return ranked if n is None else ranked[:max(n, 0)]

    def elements(self):
        """Each element repeated as often as its count (counts below one
        contribute nothing)."""
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        """Add counts from a mapping of counts or from an iterable of
        elements (each counting one), then from keyword arguments."""
        if iterable is not None:
            if _looks_like_mapping(iterable):
                if self:
                    for elem, count in iterable.items():
                        self[elem] = count + self.get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        """Like update() but subtracting; counts may go to zero or below."""
        if iterable is not None:
            if _looks_like_mapping(iterable):
                for elem, count in iterable.items():
                    self[elem] = self.get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = self.get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        """A shallow copy."""
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
        if not self:
            return f'{name}()'
        try:
            shown = dict(self.most_common())
        except TypeError:
            shown = dict(self)
        return f'{name}({shown!r})'

    # Comparisons treat missing elements as zero counts.
    def _all_pairs(self, other, test):
        return all(test(self[e], other[e]) for c in (self, other) for e in c)

    @_counters_only
    def __eq__(self, that):
        return self._all_pairs(that, lambda a, b: a == b)

    @_counters_only
    def __ne__(self, that):
        return not self == that

    @_counters_only
    def __le__(self, that):
        return self._all_pairs(that, lambda a, b: a <= b)

    @_counters_only
    def __lt__(self, that):
        return self <= that and self != that

    @_counters_only
    def __ge__(self, that):
        return self._all_pairs(that, lambda a, b: a >= b)

    @_counters_only
    def __gt__(self, that):
        return self >= that and self != that

    __hash__ = None

    def _combine(self, other, pick):
        # Binary multiset operators: pick(mine, theirs) for every element of
        # either side (self's first), keeping positive results only.
        result = Counter()
        for elem, count in self.items():
            n = pick(count, other[elem])
            if n > 0:
                result[elem] = n
        for elem, count in other.items():
            if elem not in self:
                n = pick(0, count)
                if n > 0:
                    result[elem] = n
        return result

    @_counters_only
    def __add__(self, that):
        return self._combine(that, lambda a, b: a + b)

    @_counters_only
    def __sub__(self, that):
        return self._combine(that, lambda a, b: a - b)

    @_counters_only
    def __or__(self, that):
        return self._combine(that, lambda a, b: b if a < b else a)

    @_counters_only
    def __and__(self, that):
        return self._combine(that, lambda a, b: a if a < b else b)

    def __pos__(self):
        return Counter({e: c for e, c in self.items() if c > 0})

    def __neg__(self):
        return Counter({e: -c for e, c in self.items() if c < 0})

    def _drop_nonpositive(self):
        for elem in [e for e, c in self.items() if not c > 0]:
            dict.__delitem__(self, elem)
        return self

    def __iadd__(self, that):
        for elem, count in that.items():
            self[elem] += count
        return self._drop_nonpositive()

    def __isub__(self, that):
        for elem, count in that.items():
            self[elem] -= count
        return self._drop_nonpositive()

    def __ior__(self, that):
        for elem, count in that.items():
            if count > self[elem]:
                self[elem] = count
        return self._drop_nonpositive()

    def __iand__(self, that):
        for elem, count in self.items():
            theirs = that[elem]
            if theirs < count:
                self[elem] = theirs
        return self._drop_nonpositive()

    __class_getitem__ = classmethod(_GenericAlias)


def _second(pair):
    return pair[1]


# ---------------------------------------------------------------- mapping mixins

_DICT_KEYS = type({}.keys())
_DICT_ITEMS = type({}.items())


class _MappingView:
    __slots__ = ('_mapping',)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f'{type(self).__name__}({self._mapping!r})'


class KeysView(_SetOps, _MappingView):
    """keys() of ChainMap and UserDict: a live, set-like view."""

    __slots__ = ()

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(_SetOps, _MappingView):
    """items() of ChainMap and UserDict: a live, set-like view of pairs."""

    __slots__ = ()

    def __contains__(self, pair):
        key, value = pair
        if key not in self._mapping:
            return False
        found = self._mapping[key]
        return found is value or found == value

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield (key, m[key])


class ValuesView(_MappingView):
    """values() of ChainMap and UserDict: a live view."""

    __slots__ = ()

    def __contains__(self, value):
        return any(v is value or v == value for v in self)

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield m[key]


for _view in (KeysView, ItemsView, ValuesView):
    _view.__module__ = 'collections.abc'
del _view


class _DictMixins:
    """The dict methods ChainMap and UserDict derive from __getitem__,
    __setitem__, __delitem__, __iter__ and __len__ (what
    collections.abc.MutableMapping would give them)."""

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

    def __eq__(self, that):
        if not _looks_like_mapping(that):
            return NotImplemented
        return dict(self.items()) == dict(that.items())

    __hash__ = None
    __reversed__ = None

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
            break
        else:
            raise KeyError
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if _looks_like_mapping(other):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


# ---------------------------------------------------------------- ChainMap

class ChainMap(_DictMixins):
    """Several mappings searched in order as one; writes go to the first."""

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for m in self.maps:
            if key in m:
                return m[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        # Keys in the order a dict built from the last map to the first
        # would hold them.
        order = {}
        for m in reversed(self.maps):
            for key in m:
                order[key] = None
        return iter(order)

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return _guarded_repr(
            self, lambda: f"{type(self).__name__}({', '.join(map(repr, self.maps))})")

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        """A new ChainMap with a copy of the first map and the others shared."""
        return type(self)(self.maps[0].copy(), *self.maps[1:])

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
        """A ChainMap of every map but the first."""
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def __ior__(self, that):
        self.maps[0].update(that)
        return self

    def __or__(self, that):
        if not _looks_like_mapping(that):
            return NotImplemented
        merged = self.copy()
        merged.maps[0].update(that)
        return merged

    def __ror__(self, that):
        if not _looks_like_mapping(that):
            return NotImplemented
        merged = dict(that)
        for m in reversed(self.maps):
            merged.update(m)
        return type(self)(merged)

    __class_getitem__ = classmethod(_GenericAlias)


# ---------------------------------------------------------------- UserDict

class UserDict(_DictMixins):
    """A dict-like class wrapping a real dict in .data, for subclassing."""

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        missing = getattr(type(self), '__missing__', None)
        if missing is not None:
            return missing(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __repr__(self):
        return repr(self.data)

    def __or__(self, that):
        if isinstance(that, UserDict):
            return type(self)(self.data | that.data)
        if isinstance(that, dict):
            return type(self)(self.data | that)
        return NotImplemented

    def __ror__(self, that):
        if isinstance(that, UserDict):
            return type(self)(that.data | self.data)
        if isinstance(that, dict):
            return type(self)(that | self.data)
        return NotImplemented

    def __ior__(self, that):
        self.data |= that.data if isinstance(that, UserDict) else that
        return self

    def copy(self):
        """A shallow copy (of the same class, with its own .data)."""
        dup = type(self).__new__(type(self))
        dup.__dict__.update(self.__dict__)
        dup.data = self.data.copy()
        return dup

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made


# ---------------------------------------------------------------- UserList

def _raw(x):
    # The plain value inside a UserList/UserString, or x itself.
    return x.data if isinstance(x, (UserList, UserString)) else x


class UserList:
    """A list-like class wrapping a real list in .data, for subclassing."""

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) is list:
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def __lt__(self, that):
        return self.data < _raw(that)

    def __le__(self, that):
        return self.data <= _raw(that)

    def __eq__(self, that):
        return self.data == _raw(that)

    def __gt__(self, that):
        return self.data > _raw(that)

    def __ge__(self, that):
        return self.data >= _raw(that)

    __hash__ = None

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __reversed__(self):
        return reversed(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return type(self)(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, that):
        if isinstance(that, UserList):
            return type(self)(self.data + that.data)
        if isinstance(that, type(self.data)):
            return type(self)(self.data + that)
        return type(self)(self.data + list(that))

    def __radd__(self, that):
        if isinstance(that, UserList):
            return type(self)(that.data + self.data)
        if isinstance(that, type(self.data)):
            return type(self)(that + self.data)
        return type(self)(list(that) + self.data)

    def __iadd__(self, that):
        if isinstance(that, UserList):
            self.data += that.data
        elif isinstance(that, type(self.data)):
            self.data += that
        else:
            self.data += list(that)
        return self

    def __mul__(self, n):
        return type(self)(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        dup = type(self).__new__(type(self))
        dup.__dict__.update(self.__dict__)
        dup.data = self.data[:]
        return dup

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return type(self)(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        self.data.extend(_raw(other) if isinstance(other, UserList) else other)


# ---------------------------------------------------------------- UserString

class UserString:
    """A str-like class wrapping a real str in .data, for subclassing."""

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __complex__(self):
        return complex(self.data)

    def __hash__(self):
        return hash(self.data)

    def __getnewargs__(self):
        return (self.data[:],)

    def __eq__(self, that):
        return self.data == _raw(that)

    def __lt__(self, that):
        return self.data < _raw(that)

    def __le__(self, that):
        return self.data <= _raw(that)

    def __gt__(self, that):
        return self.data > _raw(that)

    def __ge__(self, that):
        return self.data >= _raw(that)

    def __contains__(self, char):
        return _raw(char) in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return type(self)(self.data[index])

    def __iter__(self):
        # Like a Sequence: one-character strings of this class.
        for ch in self.data:
            yield type(self)(ch)

    def __reversed__(self):
        for ch in reversed(self.data):
            yield type(self)(ch)

    def __add__(self, that):
        if isinstance(that, (UserString, str)):
            return type(self)(self.data + _raw(that))
        return type(self)(self.data + str(that))

    def __radd__(self, that):
        if isinstance(that, str):
            return type(self)(that + self.data)
        return type(self)(str(that) + self.data)

    def __mul__(self, n):
        return type(self)(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return type(self)(self.data % args)

    def __rmod__(self, template):
        return type(self)(str(template) % self)

    def encode(self, encoding='utf-8', errors='strict'):
        return self.data.encode(encoding, errors)

    maketrans = str.maketrans


def _str_method(name, wrap):
    # A UserString method forwarding to the str method of the same name,
    # with UserString arguments unwrapped; `wrap` re-wraps str results.
    target = getattr(str, name)

    def method(self, *args, **kwargs):
        result = target(self.data, *[_raw(a) for a in args], **kwargs)
        return type(self)(result) if wrap else result
    method.__name__ = name
    method.__qualname__ = f'UserString.{name}'
    return method


for _name in ('capitalize', 'casefold', 'center', 'expandtabs', 'ljust', 'lower', 'lstrip', 'removeprefix',
              'removesuffix', 'replace', 'rjust', 'rstrip', 'strip', 'swapcase',
              'title', 'translate', 'upper', 'zfill'):
    setattr(UserString, _name, _str_method(_name, True))
for _name in ('count', 'endswith', 'find', 'format', 'format_map', 'index', 'join', 'isalpha', 'isalnum',
              'isascii', 'isdecimal', 'isdigit', 'isidentifier', 'islower',
              'isnumeric', 'isprintable', 'isspace', 'istitle', 'isupper',
              'partition', 'rfind', 'rindex', 'rpartition', 'rsplit', 'split',
              'splitlines', 'startswith'):
    setattr(UserString, _name, _str_method(_name, False))
del _name
