"""types for corral: the types of built-in objects by name (taken from
sample objects), SimpleNamespace, MappingProxyType, UnionType (what
`int | None` makes), GenericAlias and new_class."""

import sys as _sys


def _plain_function():
    pass


def _generator_function():
    yield None


async def _coroutine_function():
    pass


async def _async_generator_function():
    yield None


class _Holder:
    def method(self):
        pass


FunctionType = LambdaType = type(_plain_function)
BuiltinFunctionType = BuiltinMethodType = type(len)
MethodType = type(_Holder().method)
NoneType = type(None)
EllipsisType = type(...)
NotImplementedType = type(NotImplemented)
ModuleType = type(_sys)
_sample_generator = _generator_function()
GeneratorType = type(_sample_generator)
FrameType = type(_sample_generator.gi_frame)
CodeType = type(_plain_function.__code__)
try:
    raise ValueError
except ValueError as _caught:
    TracebackType = type(_caught.__traceback__)
AsyncGeneratorType = type(_async_generator_function())
_pending = _coroutine_function()
CoroutineType = type(_pending)
_pending.close()  # never awaited, and that is fine
del _plain_function, _generator_function, _coroutine_function
del _async_generator_function, _Holder, _pending, _sys, _sample_generator

WrapperDescriptorType = type(object.__init__)
MethodWrapperType = type(object().__str__)
MethodDescriptorType = type(str.join)

# `list[int]` makes a builtin generic alias; this is its type.
GenericAlias = type(list[int])


class SimpleNamespace:
    """An object whose attributes are the keyword arguments it was made
    with (and the items of an optional mapping or iterable of pairs)."""

    def __init__(self, mapping_or_iterable=(), /, **kwargs):
        attrs = dict(mapping_or_iterable, **kwargs) if mapping_or_iterable else kwargs
        for name in attrs:
            if not isinstance(name, str):
                raise TypeError(f'keywords must be strings, not {type(name).__name__!r}')
            setattr(self, name, attrs[name])

    def __repr__(self):
        shown = ', '.join(f'{name}={value!r}' for name, value in self.__dict__.items())
        return f'namespace({shown})'

    def __eq__(self, other):
        if isinstance(other, SimpleNamespace) and isinstance(self, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented


class mappingproxy:
    """A read-only view of a mapping: it reads through to the mapping and
    refuses every change."""

    def __init__(self, mapping):
        if not (hasattr(mapping, 'keys') and hasattr(mapping, '__getitem__')):
            raise TypeError('mappingproxy() argument must be a mapping, '
                            f'not {type(mapping).__name__}')
        object.__setattr__(self, '_target', mapping)

    # Reading
    def __getitem__(self, key):
        return self._target[key]

    def __contains__(self, key):
        return key in self._target

    def __iter__(self):
        return iter(self._target)

    def __len__(self):
        return len(self._target)

    def get(self, key, default=None):
        return self._target.get(key, default)

    def keys(self):
        return self._target.keys()

    def values(self):
        return self._target.values()

    def items(self):
        return self._target.items()

    def copy(self):
        return self._target.copy()

    def __or__(self, other):
        return dict(self._target) | other

    def __eq__(self, other):
        return self._target == other

    def __repr__(self):
        return f'mappingproxy({self._target!r})'

    def __str__(self):
        return str(self._target)

    # Refusing
    def __setitem__(self, key, value):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, key):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def __setattr__(self, name, value):
        raise AttributeError(f"'mappingproxy' object has no attribute '{name}'")


MappingProxyType = mappingproxy


def _name_of(member):
    """A union member as `X | Y` shows it: builtins bare, other classes
    qualified by module, None as None."""
    if member is None or member is NoneType:
        return 'None'
    if not isinstance(member, type):
        return repr(member)
    if member.__module__ == 'builtins':
        return member.__qualname__
    return f'{member.__module__}.{member.__qualname__}'


class UnionType:
    """The type of `X | Y` for classes X and Y (PEP 604)."""

    def __init__(self, args):
        object.__setattr__(self, '__args__', args)

    def __repr__(self):
        return ' | '.join(map(_name_of, self.__args__))

    # Unions are equal when they have the same members in any order.
    def __eq__(self, other):
        if isinstance(other, UnionType):
            return set(self.__args__) == set(other.__args__)
        return NotImplemented

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __or__(self, other):
        return _union_or(self, other)

    def __ror__(self, other):
        return _union_or(other, self)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__args__)

    def __subclasscheck__(self, cls):
        return issubclass(cls, self.__args__)

    def __setattr__(self, name, value):
        raise AttributeError(f"'types.UnionType' object attribute '{name}' is read-only")

    @property
    def __parameters__(self):
        return ()


def _union_or(left, right):
    """left | right: the members of both, flattened, without repeats; a
    single member stands alone."""
    def joinable(x):
        return x is None or isinstance(x, (type, UnionType, GenericAlias))
    if left is None and right is None or not (joinable(left) and joinable(right)):
        raise TypeError('unsupported operand type(s) for |: '
                        f"'{type(left).__name__}' and '{type(right).__name__}'")
    members = []
    for side in (left, right):
        parts = side.__args__ if isinstance(side, UnionType) else (
            NoneType if side is None else side,)
        for part in parts:
            if part not in members:
                members.append(part)
    if len(members) == 1:
        return members[0]
    return UnionType(tuple(members))


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class: exec_body(ns) fills its namespace; kwds may name the
    metaclass and hold keyword arguments for it."""
    options = dict(kwds) if kwds else {}
    meta = options.pop('metaclass', type)
    namespace = {}
    if exec_body is not None:
        exec_body(namespace)
    return meta(name, tuple(bases), namespace, **options)
