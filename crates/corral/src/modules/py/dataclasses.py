"""dataclasses for corral: generate __init__, __repr__, __eq__, ordering,
__hash__ and frozen-ness from a class's annotated fields (PEP 557).

Written for corral from the documentation and observed behaviour of
CPython 3.11's dataclasses module: reprs, error messages and the
generated __doc__ match it. __init__ is compiled from generated source
so that calling it with wrong arguments fails with the interpreter's own
messages; the other methods are closures over the field names.
"""

import copy as _copy
import sys as _sys
import keyword as _keyword
from types import MappingProxyType as _MappingProxy

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar',
           'KW_ONLY', 'MISSING', 'fields', 'asdict', 'astuple',
           'make_dataclass', 'replace', 'is_dataclass']

_GenericAlias = type(list[int])


class FrozenInstanceError(AttributeError):
    """Raised when assigning to or deleting a field of a frozen dataclass."""


# Sentinels. Their reprs are the default object reprs, under these class
# names, as in CPython.
class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _FactoryMarker:
    """Default value of an __init__ parameter whose field has a
    default_factory: seen there, the factory is called instead."""

    def __repr__(self):
        return "<factory>"


_FACTORY = _FactoryMarker()


class _FieldKind:
    """Whether an annotated name is a real field, a ClassVar or an InitVar."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FieldKind('_FIELD')
_FIELD_CLASSVAR = _FieldKind('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FieldKind('_FIELD_INITVAR')

_NO_METADATA = _MappingProxy({})


class InitVar:
    """InitVar[T] annotates a pseudo-field: an __init__ parameter handed to
    __post_init__ and not stored on the instance."""

    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        inner = self.type
        shown = inner.__name__ if isinstance(inner, type) else repr(inner)
        return f'dataclasses.InitVar[{shown}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    """One field of a dataclass, as field() describes it; fields() lists them."""

    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr',
                 'hash', 'init', 'compare', 'metadata', 'kw_only',
                 '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare,
                 metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = _NO_METADATA if metadata is None else _MappingProxy(metadata)
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        shown = ','.join(f'{key}={getattr(self, key)!r}' for key in _FIELD_REPR_ORDER)
        return f'Field({shown})'

    def __set_name__(self, owner, name):
        # A descriptor given as the default learns its name as it would
        # have as a plain class attribute.
        hook = getattr(type(self.default), '__set_name__', None)
        if hook is not None:
            hook(self.default, owner, name)

    __class_getitem__ = classmethod(_GenericAlias)


_FIELD_REPR_ORDER = ('name', 'type', 'default', 'default_factory', 'init', 'repr',
                     'hash', 'compare', 'metadata', 'kw_only', '_field_type')


class _DataclassParams:
    """The options a dataclass was made with (its __dataclass_params__)."""

    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        shown = ','.join(f'{key}={getattr(self, key)!r}'
                         for key in _DataclassParams.__slots__)
        return f'_DataclassParams({shown})'


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Describe one field beyond its annotation and default: a
    default_factory called for each instance, and whether the field takes
    part in __init__, __repr__, comparisons and __hash__."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare,
                 metadata, kw_only)


# --- recognising annotations ----------------------------------------------

def _typing_form(tp):
    """'ClassVar' for typing.ClassVar and ClassVar[...]. corral's typing
    tags its special forms with _corral_special; CPython's typing is
    recognised too."""
    tag = getattr(tp, '_corral_special', None)
    if tag is None:
        tag = getattr(getattr(tp, '__origin__', None), '_corral_special', None)
    if tag is None:
        typing = getattr(_sys, 'modules', {}).get('typing')
        special = getattr(typing, 'ClassVar', None)
        if special is not None and (tp is special or getattr(tp, '__origin__', None) is special):
            tag = 'ClassVar'
    return tag


def _string_names(cls, text, form, home, target):
    """Does the string annotation `text` (from `from __future__ import
    annotations`) spell `form` or `form[...]`, the way the class's module
    sees it? A bare name must be bound to `target` there; a dotted one
    must go through a name bound to the module `home` (typing or
    dataclasses). Without access to that module, the spelling decides."""
    head = text.split('[', 1)[0].strip()
    prefix, _, name = head.rpartition('.')
    if name.strip() != form:
        return False
    scope = getattr(_sys, 'modules', {}).get(getattr(cls, '__module__', None))
    if scope is None:
        # The module's names cannot be seen (corral has no sys.modules):
        # trust the spelling.
        return True
    if prefix:
        return home is not None and getattr(scope, prefix.strip(), None) is home
    return target is not None and getattr(scope, form, None) is target


def _is_classvar(cls, tp):
    if isinstance(tp, str):
        typing = getattr(_sys, 'modules', {}).get('typing')
        return _string_names(cls, tp, 'ClassVar', typing, getattr(typing, 'ClassVar', None))
    if isinstance(tp, type):
        return False
    return _typing_form(tp) == 'ClassVar'


def _is_initvar(cls, tp):
    if isinstance(tp, str):
        home = getattr(_sys, 'modules', {}).get(__name__)
        return _string_names(cls, tp, 'InitVar', home, InitVar)
    return tp is InitVar or type(tp) is InitVar


def _is_kw_only_marker(cls, tp):
    if isinstance(tp, str):
        home = getattr(_sys, 'modules', {}).get(__name__)
        return _string_names(cls, tp, 'KW_ONLY', home, KW_ONLY)
    return tp is KW_ONLY


def _unhashable(value):
    # Mutable defaults are refused because they would be shared by every
    # instance; CPython's test is that the default's type is unhashable.
    if type(value) in (list, dict, set, bytearray):
        return True
    return getattr(type(value), '__hash__', None) is None


def _field_for(cls, name, tp, kw_only_default):
    """The Field for annotated `name`, from the class attribute of that
    name: a field() call, a plain default, or nothing."""
    found = getattr(cls, name, MISSING)
    if isinstance(found, Field):
        f = found
    else:
        f = field(default=found)
    f.name = name
    f.type = tp
    if _is_classvar(cls, tp):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(cls, tp):
        f._field_type = _FIELD_INITVAR
    else:
        f._field_type = _FIELD
    if f._field_type is not _FIELD and f.default_factory is not MISSING:
        raise TypeError(f'field {name} cannot have a default factory')
    if f._field_type is _FIELD_CLASSVAR:
        if f.kw_only is not MISSING:
            raise TypeError(f'field {name} is a ClassVar but specifies kw_only')
    elif f.kw_only is MISSING:
        f.kw_only = kw_only_default
    if f._field_type is _FIELD and f.default is not MISSING and _unhashable(f.default):
        raise ValueError(f'mutable default {type(f.default)} for field '
                         f'{name} is not allowed: use default_factory')
    return f


# --- building methods ---------------------------------------------------------

def _install(cls, name, func):
    """Add a generated method unless the class body defined one itself;
    returns True when the class already had it."""
    if name in cls.__dict__:
        return True
    func.__qualname__ = f'{cls.__qualname__}.{func.__name__}'
    setattr(cls, name, func)
    return False


def _compile(name, params, lines, env=None):
    """A function `name` with the given parameters and body lines, made
    from source text. Every value the text refers to comes in as a closure
    variable (env) of a generated factory function."""
    env = env or {}
    body = ''.join(f'        {line}\n' for line in lines or ['pass'])
    source = (f'def _factory({", ".join(env)}):\n'
              f'    def {name}({", ".join(params)}):\n{body}'
              f'    return {name}\n')
    scope = {}
    exec(source, {}, scope)
    return scope['_factory'](**env)


def _fields_tuple(owner, names):
    # Source text of the tuple (owner.a, owner.b,); "()" for no fields.
    return '(' + ''.join(f'{owner}.{name},' for name in names) + ')'


def _compile_init(cls, all_fields, frozen, has_post_init):
    """Build __init__ from source text, so that argument errors are the
    interpreter's."""
    # Helper names start with __dc_ so that no field name can shadow them.
    env = {'__dc_marker': _FACTORY, '__dc_setattr': object.__setattr__}
    self_name = '__dataclass_self__' if 'self' in all_fields else 'self'
    positional, keyword_only, lines = [], [], []
    seen_default = None
    for index, f in enumerate(all_fields.values()):
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if f.default_factory is not MISSING:
            env[f'__dc_factory_{index}'] = f.default_factory
        elif f.default is not MISSING:
            env[f'__dc_default_{index}'] = f.default
        if f.init:
            if f.default_factory is not MISSING:
                param = f'{f.name}=__dc_marker'
                value = f'__dc_factory_{index}() if {f.name} is __dc_marker else {f.name}'
            elif f.default is not MISSING:
                param = f'{f.name}=__dc_default_{index}'
                value = f.name
            else:
                param = f.name
                value = f.name
            if f.kw_only:
                keyword_only.append(param)
            else:
                if '=' in param:
                    seen_default = f.name
                elif seen_default is not None:
                    raise TypeError(f'non-default argument {f.name!r} '
                                    'follows default argument')
                positional.append(param)
        elif f.default_factory is not MISSING:
            value = f'__dc_factory_{index}()'
        else:
            # init=False with a plain default: the class attribute serves.
            value = None
        if value is not None and f._field_type is _FIELD:
            if frozen:
                lines.append(f'__dc_setattr({self_name}, {f.name!r}, {value})')
            else:
                lines.append(f'{self_name}.{f.name} = {value}')
    if has_post_init:
        extra = ', '.join(f.name for f in all_fields.values()
                          if f._field_type is _FIELD_INITVAR)
        lines.append(f'{self_name}.__post_init__({extra})')
    params = [self_name] + positional
    if keyword_only:
        params += ['*'] + keyword_only
    init = _compile('__init__', params, lines, env)
    notes = {f.name: f.type for f in all_fields.values()
             if f.init and f._field_type is not _FIELD_CLASSVAR}
    notes['return'] = None
    init.__annotations__ = notes
    return init


# The methods below are compiled too: they run for every comparison a sort
# makes, and straight-line attribute reads are what is cheapest there.

def _make_repr(names):
    shown = ', '.join(f'{name}={{self.{name}!r}}' for name in names)
    plain = _compile('__repr__', ['self'],
                     [f'return f"{{self.__class__.__qualname__}}({shown})"'])
    # What CPython's generated repr looks like underneath its recursion
    # guard; pprint relies on it to recognise a generated __repr__.
    plain.__qualname__ = '__create_fn__.<locals>.__repr__'
    active = set()

    def __repr__(self):
        # A dataclass that contains itself shows "..." at the inner level.
        key = id(self)
        if key in active:
            return '...'
        active.add(key)
        try:
            return plain(self)
        finally:
            active.discard(key)
    __repr__.__wrapped__ = plain
    return __repr__


def _make_comparison(name, symbol, names):
    # Instances of exactly the same class compare as tuples of fields.
    return _compile(name, ['self', 'other'], [
        'if other.__class__ is self.__class__:',
        f'    return {_fields_tuple("self", names)} {symbol} {_fields_tuple("other", names)}',
        'return NotImplemented'])


def _make_hash(names):
    return _compile('__hash__', ['self'], [f'return hash({_fields_tuple("self", names)})'])


def _make_frozen(owner, names):
    """__setattr__ and __delattr__ refusing field writes. `owner` is a
    one-item list holding the class, updated if slots=True replaces it."""
    def refused(self, name):
        return type(self) is owner[0] or name in names

    def __setattr__(self, name, value):
        if refused(self, name):
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        super(owner[0], self).__setattr__(name, value)

    def __delattr__(self, name):
        if refused(self, name):
            raise FrozenInstanceError(f'cannot delete field {name!r}')
        super(owner[0], self).__delattr__(name)
    return __setattr__, __delattr__


def _show_type(tp):
    """An annotation as inspect.signature shows it in the generated doc."""
    if isinstance(tp, type) and getattr(tp, '__origin__', None) is None:
        if tp.__module__ == 'builtins':
            return tp.__qualname__
        return f'{tp.__module__}.{tp.__qualname__}'
    if getattr(tp, '__module__', None) == 'typing':
        return repr(tp).replace('typing.', '')
    return repr(tp)


def _signature_text(all_fields):
    """The __init__ signature without self, for the class's __doc__."""
    def param(f):
        text = f'{f.name}: {_show_type(f.type)}'
        if f.default_factory is not MISSING:
            return text + ' = <factory>'
        if f.default is not MISSING:
            return f'{text} = {f.default!r}'
        return text

    takes = [f for f in all_fields.values()
             if f.init and f._field_type is not _FIELD_CLASSVAR]
    parts = [param(f) for f in takes if not f.kw_only]
    later = [param(f) for f in takes if f.kw_only]
    if later:
        parts += ['*'] + later
    return f"({', '.join(parts)})"


def _slots_of(cls):
    declared = (getattr(cls, '__dict__', None) or {}).get('__slots__')
    if declared is None:
        return ()
    if isinstance(declared, str):
        return (declared,)
    return tuple(declared)


def _with_slots(cls, field_names, weakref_slot):
    """Make the class again, now with __slots__ for its fields (a class's
    slots cannot be added after it is created)."""
    inherited = set()
    for base in cls.__mro__[1:-1]:
        inherited.update(_slots_of(base))
    slots = [name for name in field_names if name not in inherited]
    if weakref_slot and '__weakref__' not in inherited:
        slots.append('__weakref__')
    body = dict(cls.__dict__)
    for name in field_names + ('__dict__', '__weakref__'):
        body.pop(name, None)
    body['__slots__'] = tuple(slots)
    qualname = getattr(cls, '__qualname__', None)
    rebuilt = type(cls)(cls.__name__, cls.__bases__, body)
    if qualname is not None:
        rebuilt.__qualname__ = qualname
    return rebuilt


# --- the decorator ------------------------------------------------------------

def _build(cls, init, repr, eq, order, unsafe_hash, frozen, match_args,
           kw_only, slots, weakref_slot):
    all_fields = {}
    inherits_dataclass = False
    frozen_bases = plain_bases = False
    # Base fields first, most basic class first, so a redefinition keeps the
    # position of the field it replaces.
    for base in reversed(cls.__mro__[1:]):
        # Builtin bases (object) have no __dict__ here.
        base_dict = getattr(base, '__dict__', None) or {}
        base_fields = base_dict.get('__dataclass_fields__')
        if base_fields is None:
            continue
        inherits_dataclass = True
        for f in base_fields.values():
            all_fields[f.name] = f
        if base_dict['__dataclass_params__'].frozen:
            frozen_bases = True
        else:
            plain_bases = True

    annotations = cls.__dict__.get('__annotations__', {})
    own = []
    kw_only_now = kw_only
    marker_name = None
    for name, tp in annotations.items():
        if _is_kw_only_marker(cls, tp):
            if marker_name is not None:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY '
                                'has already been specified')
            marker_name = name
            kw_only_now = True
            continue
        own.append(_field_for(cls, name, tp, kw_only_now))
    for f in own:
        all_fields[f.name] = f
        # field() objects leave the class: the default, if any, stays as
        # the class attribute.
        if isinstance(cls.__dict__.get(f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')

    if inherits_dataclass:
        if frozen_bases and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if plain_bases and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')

    cls.__dataclass_fields__ = all_fields
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order,
                                                unsafe_hash, frozen)

    # A __hash__ set to None in the body only because __eq__ was defined
    # there does not count as the user's own.
    own_hash = cls.__dict__.get('__hash__', MISSING)
    explicit_hash = not (own_hash is MISSING
                         or (own_hash is None and '__eq__' in cls.__dict__))

    stored = [f for f in all_fields.values() if f._field_type is _FIELD]
    field_names = tuple(f.name for f in stored)

    if init:
        has_post_init = hasattr(cls, '__post_init__')
        _install(cls, '__init__', _compile_init(cls, all_fields, frozen, has_post_init))
    if repr:
        _install(cls, '__repr__', _make_repr([f.name for f in stored if f.repr]))
    compared = [f.name for f in stored if f.compare]
    if eq:
        _install(cls, '__eq__', _make_comparison('__eq__', '==', compared))
    if order:
        if not eq:
            raise ValueError('eq must be true if order is true')
        for op_name, symbol in (('__lt__', '<'), ('__le__', '<='), ('__gt__', '>'), ('__ge__', '>=')):
            if _install(cls, op_name, _make_comparison(op_name, symbol, compared)):
                raise TypeError(f'Cannot overwrite attribute {op_name} in class '
                                f'{cls.__name__}. Consider using functools.total_ordering')
    owner = [cls]
    if frozen:
        for method in _make_frozen(owner, field_names):
            if _install(cls, method.__name__, method):
                raise TypeError(f'Cannot overwrite attribute {method.__name__} '
                                f'in class {cls.__name__}')

    # __hash__: unsafe_hash forces one (refusing to replace the user's);
    # otherwise eq without frozen makes instances unhashable, eq with frozen
    # hashes the compared fields, and a user's own __hash__ always stays.
    hashed = [f.name for f in stored
              if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash:
        if explicit_hash:
            raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')
        cls.__hash__ = _make_hash(hashed)
        cls.__hash__.__qualname__ = f'{cls.__qualname__}.__hash__'
    elif eq and not explicit_hash:
        if frozen:
            cls.__hash__ = _make_hash(hashed)
            cls.__hash__.__qualname__ = f'{cls.__qualname__}.__hash__'
        else:
            cls.__hash__ = None

    if not getattr(cls, '__doc__', None):
        cls.__doc__ = cls.__name__ + (_signature_text(all_fields) if init else '()')

    if match_args and '__match_args__' not in cls.__dict__:
        cls.__match_args__ = tuple(
            f.name for f in all_fields.values()
            if f.init and not f.kw_only and f._field_type is not _FIELD_CLASSVAR)

    if weakref_slot and not slots:
        raise TypeError('weakref_slot is True but slots is False')
    if slots:
        if '__slots__' in cls.__dict__:
            raise TypeError(f'{cls.__name__} already specifies __slots__')
        cls = _with_slots(cls, field_names, weakref_slot)
        owner[0] = cls

    import abc
    abc.update_abstractmethods(cls)
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False, weakref_slot=False):
    """Add generated special methods to a class from its annotated fields.
    Usable bare (@dataclass) or with options (@dataclass(frozen=True))."""
    def apply(cls):
        return _build(cls, init, repr, eq, order, unsafe_hash, frozen,
                      match_args, kw_only, slots, weakref_slot)
    return apply if cls is None else apply(cls)


# --- working with dataclasses and their instances -----------------------------

def fields(class_or_instance):
    """The Field objects of a dataclass or instance, in definition order
    (ClassVar and InitVar pseudo-fields excluded)."""
    try:
        table = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in table.values() if f._field_type is _FIELD)


def _is_instance(obj):
    return hasattr(type(obj), '__dataclass_fields__')


def is_dataclass(obj):
    """True for a dataclass or an instance of one."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, '__dataclass_fields__')


def _unpack(obj, pack):
    """asdict/astuple's walk: dataclass instances become pack(...) of their
    fields; lists, tuples (named ones too) and dicts are rebuilt with their
    items converted; anything else is deep-copied."""
    if _is_instance(obj):
        return pack(obj, [(f.name, _unpack(getattr(obj, f.name), pack))
                          for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_unpack(item, pack) for item in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_unpack(item, pack) for item in obj)
    if isinstance(obj, dict):
        return type(obj)((_unpack(k, pack), _unpack(v, pack))
                         for k, v in obj.items())
    return _copy.deepcopy(obj)


def asdict(obj, *, dict_factory=dict):
    """A dataclass instance as a dict of its fields, converting nested
    dataclasses, lists, tuples and dicts too (other values deep-copied)."""
    if not _is_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _unpack(obj, lambda inst, pairs: dict_factory(pairs))


def astuple(obj, *, tuple_factory=tuple):
    """A dataclass instance as a tuple of its field values, converting
    nested values as asdict() does."""
    if not _is_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _unpack(obj, lambda inst, pairs: tuple_factory([v for _, v in pairs]))


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True,
                   repr=True, eq=True, order=False, unsafe_hash=False,
                   frozen=False, match_args=True, kw_only=False, slots=False,
                   weakref_slot=False):
    """Create a dataclass named cls_name. Each entry of fields is a name, a
    (name, type) pair or a (name, type, Field-or-default) triple; a bare
    name gets the type 'typing.Any'."""
    annotations = {}
    values = {}
    for spec in fields:
        if isinstance(spec, str):
            name, tp = spec, 'typing.Any'
        elif len(spec) == 2:
            name, tp = spec
        elif len(spec) == 3:
            name, tp, values[spec[0]] = spec
        else:
            raise TypeError(f'Invalid field: {spec!r}')
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if _keyword.iskeyword(name):
            raise TypeError(f'Field names must not be keywords: {name!r}')
        if name in annotations:
            raise TypeError(f'Field name duplicated: {name!r}')
        annotations[name] = tp
    body = {} if namespace is None else dict(namespace)
    body.update(values)
    body['__annotations__'] = annotations
    body['__qualname__'] = cls_name
    # CPython 3.11 makes the class with types.new_class, hence its module.
    body['__module__'] = 'types'
    cls = type(cls_name, bases, body)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)


def replace(obj, /, **changes):
    """A new instance like obj with the given fields changed, made by
    calling the class, so __post_init__ runs again."""
    if not _is_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in obj.__dataclass_fields__.values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with init=False, '
                                 'it cannot be specified with replace()')
            continue
        if f.name in changes:
            continue
        if f._field_type is _FIELD_INITVAR and f.default is MISSING:
            raise ValueError(f'InitVar {f.name!r} must be specified with replace()')
        changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)
