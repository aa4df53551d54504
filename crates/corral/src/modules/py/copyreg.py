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
