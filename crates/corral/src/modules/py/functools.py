"""functools for corral: the commonly used parts, in Python."""

import _functools

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


def reduce(function, iterable, *args):
    if len(args) > 1:
        raise TypeError(f"reduce expected at most 3 arguments, got {len(args) + 2}")
    try:
        it = iter(iterable)
    except TypeError:
        raise TypeError("reduce() arg 2 must support iteration") from None
    if args:
        value = args[0]
    else:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value") from None
    for element in it:
        value = function(value, element)
    return value


class partial:
    """A callable that calls func with some arguments already supplied:
    partial(f, 1, k=2)(3) is f(1, 3, k=2)."""

    def __init__(self, /, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        func = args[0]
        if not callable(func):
            raise TypeError("the first argument must be callable")
        bound = args[1:]
        # A partial of a partial collapses into one.
        if isinstance(func, partial):
            bound = func.args + bound
            keywords = dict(func.keywords, **keywords)
            func = func.func
        self.func = func
        self.args = bound
        self.keywords = keywords

    def __call__(self, /, *args, **keywords):
        merged = dict(self.keywords, **keywords) if keywords else self.keywords
        return self.func(*self.args, *args, **merged)

    # The interpreter calls func directly, without this frame, for a
    # partial whose __call__ is this one and whose keywords are empty.
    _corral_partial_call = __call__

    def __repr__(self):
        shown = [repr(self.func)] + [repr(a) for a in self.args]
        shown += [f"{k}={v!r}" for k, v in self.keywords.items()]
        return f"functools.partial({', '.join(shown)})"


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Make wrapper look like wrapped: copy the `assigned` attributes that
    wrapped has, merge the `updated` dicts, and set __wrapped__."""
    for name in assigned:
        if hasattr(wrapped, name):
            setattr(wrapper, name, getattr(wrapped, name))
    for name in updated:
        extra = getattr(wrapped, name, None)
        target = getattr(wrapper, name, None)
        if not extra or target is None:
            continue
        target.update(extra)
        if name == '__dict__':
            # corral hands out a copy of a function's __dict__: set the
            # attributes one by one so that they land on the wrapper.
            for key, value in extra.items():
                setattr(wrapper, key, value)
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Decorator form of update_wrapper(), for writing wrapper functions."""
    return lambda wrapper: update_wrapper(wrapper, wrapped, assigned, updated)


class _CacheInfo(tuple):
    def __new__(cls, hits, misses, maxsize, currsize):
        return tuple.__new__(cls, (hits, misses, maxsize, currsize))

    def __repr__(self):
        return f"CacheInfo(hits={self[0]}, misses={self[1]}, maxsize={self[2]}, currsize={self[3]})"

    hits = property(lambda self: self[0])
    misses = property(lambda self: self[1])
    maxsize = property(lambda self: self[2])
    currsize = property(lambda self: self[3])


_fasttypes = (int, str)
_missing = object()


def _make_key(args, kwds, typed):
    key = args
    if kwds:
        key = key + (object,)
        for item in kwds.items():
            key = key + item
    if typed:
        key = key + tuple(type(v) for v in args)
        if kwds:
            key = key + tuple(type(v) for v in kwds.values())
    elif len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key


def lru_cache(maxsize=128, typed=False):
    """Memoize a function, keeping the maxsize most recently used results
    (None: unbounded). typed=True caches 1 and 1.0 apart. Usable bare
    (@lru_cache) or called (@lru_cache(maxsize=32))."""
    if callable(maxsize) and isinstance(typed, bool):
        return _lru_wrapper(maxsize, 128, typed)
    if maxsize is not None:
        if not isinstance(maxsize, int):
            raise TypeError("Expected first argument to be an integer, a callable, or None")
        maxsize = max(maxsize, 0)
    return lambda user_function: _lru_wrapper(user_function, maxsize, typed)


def _lru_wrapper(user_function, maxsize, typed):
    # A dict keeps insertion order: re-inserting on a hit makes its first
    # key the least recently used one.
    memo = {}
    hits = misses = 0

    def wrapper(*args, **kwds):
        nonlocal hits, misses
        # _make_key's common cases inline: a call costs one lookup.
        if kwds or typed:
            key = _make_key(args, kwds, typed)
        elif len(args) == 1 and type(args[0]) in _fasttypes:
            key = args[0]
        else:
            key = args
        found = memo.get(key, _missing)
        if found is not _missing:
            hits += 1
            if maxsize is not None:
                del memo[key]
                memo[key] = found
            return found
        misses += 1
        result = user_function(*args, **kwds)
        if maxsize != 0:
            memo[key] = result
            if maxsize is not None and len(memo) > maxsize:
                del memo[next(iter(memo))]
        return result

    def cache_info():
        return _CacheInfo(hits, misses, maxsize, len(memo))

    def cache_clear():
        nonlocal hits, misses
        memo.clear()
        hits = misses = 0

    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    wrapper.cache_parameters = lambda: {'maxsize': maxsize, 'typed': typed}
    return update_wrapper(wrapper, user_function)


def cache(user_function):
    """Unbounded memoization: lru_cache(maxsize=None)."""
    return _lru_wrapper(user_function, None, False)


def cmp_to_key(mycmp):
    """Turn an old-style comparison function (negative, zero or positive)
    into a key= function."""
    # The comparisons are native (_functools.key_*): a sort's comparison
    # runs mycmp alone. The Python ones serve anything unusual.
    class KeyWrapper:
        __slots__ = ('obj',)
        __corral_tp_name__ = 'functools.KeyWrapper'
        __hash__ = None
        _corral_cmp = mycmp

        def __init__(self, obj):
            self.obj = obj

        def _py___lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def _py___le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def _py___eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def _py___ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

        def _py___gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        __lt__ = _functools.key_lt
        __le__ = _functools.key_le
        __eq__ = _functools.key_eq
        __ge__ = _functools.key_ge
        __gt__ = _functools.key_gt
    return KeyWrapper


# For total_ordering: given the root operation, how each missing one is
# derived from r = root(a, b).
_DERIVED = {
    '__lt__': {'__gt__': lambda r, a, b: not r and a != b,
               '__le__': lambda r, a, b: r or a == b,
               '__ge__': lambda r, a, b: not r},
    '__le__': {'__ge__': lambda r, a, b: not r or a == b,
               '__lt__': lambda r, a, b: r and a != b,
               '__gt__': lambda r, a, b: not r},
    '__gt__': {'__lt__': lambda r, a, b: not r and a != b,
               '__ge__': lambda r, a, b: r or a == b,
               '__le__': lambda r, a, b: not r},
    '__ge__': {'__le__': lambda r, a, b: not r or a == b,
               '__gt__': lambda r, a, b: r and a != b,
               '__lt__': lambda r, a, b: not r},
}


def _derive(root, rule, name):
    def method(self, other):
        outcome = getattr(type(self), root)(self, other)
        if outcome is NotImplemented:
            return outcome
        return rule(outcome, self, other)
    method.__name__ = name
    return method


def total_ordering(cls):
    """Class decorator: from one of __lt__, __le__, __gt__, __ge__ (plus
    __eq__), supply the other ordering methods."""
    own = [getattr(k, '__dict__', None) or {} for k in cls.__mro__ if k is not object]
    defined = [op for op in ('__lt__', '__le__', '__gt__', '__ge__')
               if any(op in d for d in own)]
    if not defined:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(defined)
    for name, rule in _DERIVED[root].items():
        if name not in defined:
            setattr(cls, name, _derive(root, rule, name))
    return cls


class cached_property:
    """A property computed once per instance: the value is stored in the
    instance's __dict__ under the same name, which later lookups find."""

    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError("Cannot assign the same cached_property to two different "
                            f"names ({self.attrname!r} and {name!r}).")

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError("Cannot use cached_property instance without "
                            "calling __set_name__ on it.")
        store = getattr(instance, '__dict__', None)
        if store is None:
            raise TypeError(f"No '__dict__' attribute on {type(instance).__name__!r} "
                            f"instance to cache {self.attrname!r} property.")
        if self.attrname not in store:
            store[self.attrname] = self.func(instance)
        return store[self.attrname]


def singledispatch(func):
    """Make func a generic function dispatching on the type of its first
    argument; implementations are added with .register()."""
    registry = {object: func}
    name = getattr(func, '__name__', 'singledispatch function')

    def dispatch(cls):
        """The implementation for cls: the nearest registered class in its MRO."""
        for klass in cls.__mro__:
            if klass in registry:
                return registry[klass]
        return func

    def register(cls, method=None):
        """register(cls, f), @register(cls), or @register on a function
        whose first parameter is annotated with the class."""
        if method is not None:
            registry[cls] = method
            return method
        if isinstance(cls, type):
            return lambda f: register(cls, f)
        notes = getattr(cls, '__annotations__', None)
        if not notes:
            raise TypeError(f"Invalid first argument to `register()`: {cls!r}. Use either "
                            "`@register(some_class)` or plain `@register` on an "
                            "annotated function.")
        first = next(tp for key, tp in notes.items() if key != 'return')
        registry[first] = cls
        return cls

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{name} requires at least 1 positional argument')
        return dispatch(args[0].__class__)(*args, **kw)

    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    return update_wrapper(wrapper, func)


class partialmethod:
    """A partial that binds like a method: the instance goes first."""

    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.func = func
        self.args = args
        self.keywords = keywords

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return partial(self.func, obj, *self.args, **self.keywords)


class singledispatchmethod:
    """singledispatch on the first argument after self."""

    def __init__(self, func):
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, method)

    def __get__(self, obj, cls=None):
        dispatcher = self.dispatcher

        def _method(*args, **kwargs):
            if not args:
                raise TypeError(f"{self.func.__name__} requires at least 1 positional argument")
            method = dispatcher.dispatch(args[0].__class__)
            get = getattr(method, '__get__', None)
            if get is not None:
                return get(obj, cls)(*args, **kwargs)
            return method(obj, *args, **kwargs)
        update_wrapper(_method, self.func)
        _method.register = self.register
        return _method


def recursive_repr(fillvalue='...'):
    """Decorator for __repr__ methods: a nested call on an object whose repr
    is already being built returns fillvalue instead of recursing."""

    def decorate(method):
        busy = set()

        def guarded(self):
            key = id(self)
            if key in busy:
                return fillvalue
            busy.add(key)
            try:
                return method(self)
            finally:
                busy.discard(key)

        for attr in ('__module__', '__doc__', '__name__', '__qualname__'):
            setattr(guarded, attr, getattr(method, attr, None))
        guarded.__wrapped__ = method
        return guarded

    return decorate
