"""copyreg for corral: the registry pickle consults.

* dispatch_table maps a type to the function reducing its instances (a
  (callable, args[, state, ...]) tuple, as __reduce__ returns); pickle looks
  a type up here before trying the instance's own __reduce_ex__;
* the extension registry gives (module, name) pairs small integer codes;
* __newobj__, __newobj_ex__ and _reconstructor rebuild objects from what
  the default reductions produce.
"""

__all__ = ['pickle', 'constructor', 'add_extension', 'remove_extension',
           'clear_extension_cache']

dispatch_table = {}


def _callable_or(fn, complaint):
    if callable(fn):
        return fn
    raise TypeError(complaint)


def pickle(ob_type, pickle_function, constructor_ob=None):
    """Reduce instances of ob_type with pickle_function from now on."""
    hook = _callable_or(pickle_function, 'reduction functions must be callable')
    dispatch_table[ob_type] = hook
    if constructor_ob is None:
        return
    constructor(constructor_ob)


def constructor(fn):
    _callable_or(fn, 'constructors must be callable')


def pickle_complex(z):
    return (complex, (z.real, z.imag))


dispatch_table[complex] = pickle_complex


def __newobj__(klass, *args):
    return klass.__new__(klass, *args)


def __newobj_ex__(klass, args, kwargs):
    return klass.__new__(klass, *args, **kwargs)


def _reconstructor(klass, base, state):
    """An instance of klass made the way protocols 0 and 1 describe it: by
    base's constructor given state (a plain object when base is object)."""
    if base is object:
        return object.__new__(klass)
    made = base.__new__(klass, state)
    if base.__init__ is not object.__init__:
        base.__init__(made, state)
    return made


def _mangled(owner, slot):
    if not slot.startswith('__') or slot.endswith('__'):
        return slot
    bare = owner.lstrip('_')
    return '_' + bare + slot if bare else slot


def _own_namespace(klass):
    try:
        return klass.__dict__
    except AttributeError:
        return {}


def _slotnames(klass):
    """The names of the slots of klass and its bases, private names mangled;
    kept on the class as __slotnames__."""
    known = _own_namespace(klass).get('__slotnames__')
    if known is not None:
        return known
    found = []
    if hasattr(klass, '__slots__'):
        for k in klass.__mro__:
            declared = _own_namespace(k).get('__slots__', ())
            declared = [declared] if type(declared) is str else declared
            found += [_mangled(k.__name__, x) for x in declared
                      if x not in ('__dict__', '__weakref__')]
    try:
        klass.__slotnames__ = found
    except (TypeError, AttributeError):
        pass
    return found


# ---- extension codes ------------------------------------------------------

_extension_registry = {}   # (module, name) -> code
_inverted_registry = {}    # code -> (module, name)
_extension_cache = {}      # code -> object
_CODE_LIMIT = 0x7fffffff


def add_extension(module, name, code):
    code = int(code)
    if code < 1 or code > _CODE_LIMIT:
        raise ValueError('code out of range')
    pair = (module, name)
    old_code = _extension_registry.get(pair)
    old_pair = _inverted_registry.get(code)
    if (old_code, old_pair) == (code, pair):
        return
    if old_code is not None:
        raise ValueError('key %s is already registered with code %s'
                         % (pair, old_code))
    if old_pair is not None:
        raise ValueError('code %s is already in use for key %s'
                         % (code, old_pair))
    _extension_registry.update({pair: code})
    _inverted_registry.update({code: pair})


def remove_extension(module, name, code):
    pair = (module, name)
    if (_extension_registry.get(pair), _inverted_registry.get(code)) != (code, pair):
        raise ValueError('key %s is not registered with code %s' % (pair, code))
    _extension_registry.pop(pair)
    _inverted_registry.pop(code)
    _extension_cache.pop(code, None)


def clear_extension_cache():
    for code in list(_extension_cache):
        del _extension_cache[code]


# ---- object's default reductions ---------------------------------------
# object.__reduce__, __reduce_ex__ and __getstate__ (natively bound slots)
# land here. Protocols 2 and up rebuild through __newobj__ from
# __getnewargs[_ex]__; 0 and 1 through _reconstructor from the nearest
# builtin base's copy of the value.

def _native_base(klass):
    for k in klass.__mro__:
        if k.__module__ == 'builtins':
            return k
    return object


def _raw_dict(obj):
    try:
        return object.__getattribute__(obj, '__dict__')
    except AttributeError:
        return None


def _object_getstate(obj):
    state = _raw_dict(obj) or None
    filled = {}
    for name in _slotnames(type(obj)):
        try:
            filled[name] = object.__getattribute__(obj, name)
        except AttributeError:
            pass
    return (state, filled) if filled else state


def _state_of(obj):
    if type(obj).__getstate__ is object.__getstate__:
        return _object_getstate(obj)
    return obj.__getstate__()


# The builtin types that answer __reduce__ themselves.
_SELF_REDUCING = (BaseException, set, frozenset, range, slice, bytearray)


def _self_reduced(obj, proto):
    cls = type(obj)
    extra = _raw_dict(obj) or None
    if isinstance(obj, BaseException):
        return (cls, obj.args, extra) if extra else (cls, obj.args)
    if isinstance(obj, (set, frozenset)):
        return (cls, (list(obj),), extra)
    if isinstance(obj, (range, slice)):
        return (cls, (obj.start, obj.stop, obj.step))
    if proto is not None and proto >= 3:
        return (cls, (bytes(obj),), extra)
    return (cls, (obj.decode('latin-1'), 'latin-1'), extra)


def _plain_newargs(obj):
    """What __getnewargs__ of a builtin immutable base gives, or None."""
    if isinstance(obj, bool):
        return (int(obj),)
    for base in (int, float, str, bytes, tuple):
        if isinstance(obj, base):
            return (base(obj),)
    if isinstance(obj, complex):
        return (obj.real, obj.imag)
    return None


def _must_be(value, kind, what):
    if not isinstance(value, kind):
        raise TypeError(f"{what}, not '{type(value).__name__}'")


def _newargs(obj):
    hook = getattr(obj, '__getnewargs_ex__', None)
    if hook is not None:
        pair = hook()
        _must_be(pair, tuple, "__getnewargs_ex__ should return a tuple")
        if len(pair) != 2:
            raise ValueError("__getnewargs_ex__ should return a tuple of "
                             f"length 2, not {len(pair)}")
        args, kwargs = pair
        _must_be(args, tuple, "first item of the tuple returned by "
                 "__getnewargs_ex__ must be a tuple")
        _must_be(kwargs, dict, "second item of the tuple returned by "
                 "__getnewargs_ex__ must be a dict")
        return args, kwargs
    hook = getattr(obj, '__getnewargs__', None)
    if hook is not None:
        args = hook()
        _must_be(args, tuple, "__getnewargs__ should return a tuple")
        return args, None
    return _plain_newargs(obj), None


def _object_reduce(obj, proto):
    """object.__reduce_ex__(proto), or object.__reduce__() when proto is None."""
    cls = type(obj)
    if proto is not None:
        if not isinstance(obj, bytearray) and cls.__reduce__ is not object.__reduce__:
            return obj.__reduce__()
        proto = proto.__index__()
    if isinstance(obj, _SELF_REDUCING):
        return _self_reduced(obj, proto)
    if proto is not None and proto >= 2:
        args, kwargs = _newargs(obj)
        if args is None:
            if _native_base(cls) not in (object, list, dict):
                raise TypeError(f"cannot pickle {cls.__name__!r} object")
            args = ()
        state = _state_of(obj)
        listitems = iter(obj) if isinstance(obj, list) else None
        dictitems = iter(obj.items()) if isinstance(obj, dict) else None
        if kwargs:
            return (__newobj_ex__, (cls, args, kwargs), state, listitems, dictitems)
        return (__newobj__, (cls,) + tuple(args), state, listitems, dictitems)
    base = _native_base(cls)
    if base is object:
        value = None
    elif base is cls:
        raise TypeError(f"cannot pickle {cls.__name__!r} object")
    else:
        value = base(obj)
    if cls.__getstate__ is object.__getstate__:
        if getattr(obj, '__slots__', None):
            raise TypeError("a class that defines __slots__ without defining "
                            "__getstate__ cannot be pickled")
        state = _object_getstate(obj)
    else:
        state = obj.__getstate__()
    if state:
        return (_reconstructor, (cls, base, value), state)
    return (_reconstructor, (cls, base, value))
