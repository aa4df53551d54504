"""functools for corral: the commonly used parts, in Python."""

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__')
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
    def __init__(self, /, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        func, *args = args
        args = tuple(args)
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial):
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, /, *args, **keywords):
        keywords = {**self.keywords, **keywords}
        return self.func(*self.args, *args, **keywords)

    def __repr__(self):
        parts = [repr(self.func)]
        parts.extend(repr(x) for x in self.args)
        parts.extend(f"{k}={v!r}" for k, v in self.keywords.items())
        return f"functools.partial({', '.join(parts)})"


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            pass
        else:
            setattr(wrapper, attr, value)
    for attr in updated:
        try:
            getattr(wrapper, attr).update(getattr(wrapped, attr, {}))
        except AttributeError:
            pass
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    def decorator(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return decorator


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
    if callable(maxsize) and isinstance(typed, bool):
        user_function, maxsize = maxsize, 128
        return _lru_wrapper(user_function, maxsize, typed)
    if maxsize is not None and not isinstance(maxsize, int):
        raise TypeError("Expected first argument to be an integer, a callable, or None")
    if maxsize is not None and maxsize < 0:
        maxsize = 0

    def decorating_function(user_function):
        return _lru_wrapper(user_function, maxsize, typed)
    return decorating_function


def _lru_wrapper(user_function, maxsize, typed):
    cache = {}
    stats = [0, 0]

    def wrapper(*args, **kwds):
        # _make_key's common cases inline: a call costs one lookup.
        if kwds or typed:
            key = _make_key(args, kwds, typed)
        elif len(args) == 1 and type(args[0]) in _fasttypes:
            key = args[0]
        else:
            key = args
        value = cache.get(key, _missing)
        if value is not _missing:
            stats[0] += 1
            if maxsize is not None:
                del cache[key]
                cache[key] = value
            return value
        stats[1] += 1
        result = user_function(*args, **kwds)
        if maxsize == 0:
            return result
        cache[key] = result
        if maxsize is not None and len(cache) > maxsize:
            del cache[next(iter(cache))]
        return result

    def cache_info():
        return _CacheInfo(stats[0], stats[1], maxsize, len(cache))

    def cache_clear():
        cache.clear()
        stats[0] = stats[1] = 0

    wrapper.cache_info = cache_info
    wrapper.cache_parameters = lambda: {'maxsize': maxsize, 'typed': typed}
    wrapper.cache_clear = cache_clear
    update_wrapper(wrapper, user_function)
    return wrapper


def cache(user_function):
    return lru_cache(maxsize=None)(user_function)


def cmp_to_key(mycmp):
    class K:
        __slots__ = ['obj']
        __corral_tp_name__ = 'functools.KeyWrapper'

        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

        __hash__ = None
    return K


def total_ordering(cls):
    roots = {op for op in ('__lt__', '__le__', '__gt__', '__ge__') if op in cls.__dict__}
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)
    if root == '__lt__':
        derived = {
            '__gt__': lambda self, other: _not_ni(other.__lt__(self)) if False else _flip(self, other, '__lt__'),
            '__le__': lambda self, other: _or_eq(self, other, '__lt__'),
            '__ge__': lambda self, other: _not(self, other, '__lt__'),
        }
    elif root == '__le__':
        derived = {
            '__ge__': lambda self, other: _flip(self, other, '__le__'),
            '__lt__': lambda self, other: _and_ne(self, other, '__le__'),
            '__gt__': lambda self, other: _not(self, other, '__le__'),
        }
    elif root == '__gt__':
        derived = {
            '__lt__': lambda self, other: _flip(self, other, '__gt__'),
            '__ge__': lambda self, other: _or_eq(self, other, '__gt__'),
            '__le__': lambda self, other: _not(self, other, '__gt__'),
        }
    else:
        derived = {
            '__le__': lambda self, other: _flip(self, other, '__ge__'),
            '__gt__': lambda self, other: _and_ne(self, other, '__ge__'),
            '__lt__': lambda self, other: _not(self, other, '__ge__'),
        }
    for name, fn in derived.items():
        if name not in roots:
            fn.__name__ = name
            setattr(cls, name, fn)
    return cls


def _not_ni(x):
    return x


def _flip(self, other, op):
    result = getattr(self, op)(other)
    if result is NotImplemented:
        return result
    return not result and self != other


def _or_eq(self, other, op):
    result = getattr(self, op)(other)
    if result is NotImplemented:
        return result
    return result or self == other


def _and_ne(self, other, op):
    result = getattr(self, op)(other)
    if result is NotImplemented:
        return result
    return result and self != other


def _not(self, other, op):
    result = getattr(self, op)(other)
    if result is NotImplemented:
        return result
    return not result


class cached_property:
    def __init__(self, func):
        self.func = func
        self.attrname = func.__name__
        self._named = False
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self._named and name != self.attrname:
            raise TypeError(
                "Cannot assign the same cached_property to two different names "
                f"({self.attrname!r} and {name!r}).")
        self.attrname = name
        self._named = True

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        try:
            cache = instance.__dict__
        except AttributeError:
            raise TypeError(
                f"No '__dict__' attribute on {type(instance).__name__!r} "
                f"instance to cache {self.attrname!r} property.") from None
        if self.attrname in cache:
            return cache[self.attrname]
        val = self.func(instance)
        cache[self.attrname] = val
        return val


def singledispatch(func):
    registry = {}

    def dispatch(cls):
        for klass in cls.__mro__:
            if klass in registry:
                return registry[klass]
        return func

    def register(cls, method=None):
        if method is None:
            if isinstance(cls, type):
                return lambda f: register(cls, f)
            annotations = getattr(cls, '__annotations__', {})
            f = cls
            for name, typ in annotations.items():
                if name != 'return':
                    registry[typ] = f
                    return f
            raise TypeError("Invalid first argument to `register()`")
        registry[cls] = method
        return method

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{funcname} requires at least 1 positional argument')
        return dispatch(args[0].__class__)(*args, **kw)

    funcname = getattr(func, '__name__', 'singledispatch function')
    registry[object] = func
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    update_wrapper(wrapper, func)
    return wrapper


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
