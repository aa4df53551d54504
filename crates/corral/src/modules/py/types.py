"""types for corral: names for built-in types, SimpleNamespace,
MappingProxyType, and UnionType (what `int | None` makes)."""


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
BuiltinFunctionType = type(len)
BuiltinMethodType = type(len)
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)


def _g():
    yield 1


async def _c():
    pass


async def _ag():
    yield 1


class _C:
    def _m(self):
        pass


GeneratorType = type(_g())
_coro = _c()
CoroutineType = type(_coro)
_coro.close()
AsyncGeneratorType = type(_ag())
MethodType = type(_C()._m)
del _f, _g, _c, _ag, _C, _coro

import sys as _sys
ModuleType = type(_sys)
del _sys


class SimpleNamespace:
    def __init__(self, mapping_or_iterable=(), /, **kwargs):
        if mapping_or_iterable:
            kwargs = dict(mapping_or_iterable, **kwargs)
        for key, value in kwargs.items():
            if not isinstance(key, str):
                raise TypeError(f'keywords must be strings, not {type(key).__name__!r}')
            setattr(self, key, value)

    def __repr__(self):
        items = (f'{k}={v!r}' for k, v in self.__dict__.items())
        return f"namespace({', '.join(items)})"

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented


class mappingproxy:
    """A read-only view of a mapping."""

    def __init__(self, mapping):
        if not hasattr(mapping, 'keys') or not hasattr(mapping, '__getitem__'):
            raise TypeError(f"mappingproxy() argument must be a mapping, "
                            f"not {type(mapping).__name__}")
        object.__setattr__(self, '_mapping', mapping)

    def __getitem__(self, key):
        return self._mapping[key]

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __eq__(self, other):
        return self._mapping == other

    def __or__(self, other):
        return dict(self._mapping) | other

    def __setattr__(self, name, value):
        raise AttributeError(f"'mappingproxy' object has no attribute '{name}'")

    def __setitem__(self, key, value):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, key):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def __repr__(self):
        return f'mappingproxy({self._mapping!r})'

    def __str__(self):
        return str(self._mapping)


MappingProxyType = mappingproxy


def _type_repr(obj):
    if obj is type(None) or obj is None:
        return 'None'
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    return repr(obj)


def _union_arg(x):
    return type(None) if x is None else x


class UnionType:
    """Represent a PEP 604 union type, e.g. `int | str`."""


    def __init__(self, args):
        object.__setattr__(self, '__args__', args)

    def __repr__(self):
        return ' | '.join(_type_repr(a) for a in self.__args__)

    def __eq__(self, other):
        if not isinstance(other, UnionType):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

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


def _union_or(a, b):
    def ok(x):
        return x is None or isinstance(x, (type, UnionType, GenericAlias))
    if not (ok(a) and ok(b)) or (a is None and b is None):
        raise TypeError(f"unsupported operand type(s) for |: "
                        f"'{type(a).__name__}' and '{type(b).__name__}'")
    args = []
    for x in (a, b):
        items = x.__args__ if isinstance(x, UnionType) else (_union_arg(x),)
        for item in items:
            if item not in args:
                args.append(item)
    if len(args) == 1:
        return args[0]
    return UnionType(tuple(args))


# `list[int]` makes a builtin generic alias; this is its type.
GenericAlias = type(list[int])


def new_class(name, bases=(), kwds=None, exec_body=None):
    ns = {}
    if exec_body is not None:
        exec_body(ns)
    kwds = dict(kwds or {})
    meta = kwds.pop('metaclass', type)
    return meta(name, tuple(bases), ns, **kwds)
