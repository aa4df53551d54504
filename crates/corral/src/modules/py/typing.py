"""typing: the runtime side of type hints.

Hints are never enforced. What exists at run time is what programs look
at: subscripted forms (List[int], Optional[str], Callable[[int], str], ...)
are alias objects with CPython's reprs, __origin__ and __args__ and
equality; TypeVar, Generic and Protocol support generic classes and
structural isinstance checks; NamedTuple and TypedDict build classes from
annotations; get_type_hints, get_origin and get_args read hints back.
"""

import types as _types
import collections as _collections
import collections.abc as _abc
from collections.abc import _CallableAlias as _AbcCallableAlias
# (collections.abc also gives ABCMeta the __getitem__ through which corral
# subscripts Generic ABCs and protocols: Repo[int], SupportsAbs[int].)
from abc import ABCMeta as _ABCMeta, abstractmethod as _abstractmethod

__all__ = [
    'Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final',
    'ForwardRef', 'Generic', 'Literal', 'Optional', 'ParamSpec', 'Protocol',
    'Tuple', 'Type', 'TypeVar', 'TypeVarTuple', 'Union',
    'AbstractSet', 'ByteString', 'Container', 'ContextManager', 'Hashable',
    'ItemsView', 'Iterable', 'Iterator', 'KeysView', 'Mapping', 'MappingView',
    'MutableMapping', 'MutableSequence', 'MutableSet', 'Sequence', 'Sized',
    'ValuesView', 'Awaitable', 'AsyncIterator', 'AsyncIterable', 'Coroutine',
    'Collection', 'AsyncGenerator', 'AsyncContextManager', 'Reversible',
    'SupportsAbs', 'SupportsBytes', 'SupportsComplex', 'SupportsFloat',
    'SupportsIndex', 'SupportsInt', 'SupportsRound',
    'ChainMap', 'Counter', 'Deque', 'Dict', 'DefaultDict', 'List',
    'OrderedDict', 'Set', 'FrozenSet', 'NamedTuple', 'TypedDict', 'Generator',
    'BinaryIO', 'IO', 'Match', 'Pattern', 'TextIO',
    'AnyStr', 'assert_type', 'assert_never', 'cast', 'clear_overloads',
    'dataclass_transform', 'final', 'get_args', 'get_origin',
    'get_overloads', 'get_type_hints', 'is_typeddict', 'LiteralString',
    'Never', 'NewType', 'no_type_check', 'no_type_check_decorator',
    'NoReturn', 'NotRequired', 'overload', 'ParamSpecArgs', 'ParamSpecKwargs',
    'Required', 'reveal_type', 'runtime_checkable', 'Self', 'Text',
    'TYPE_CHECKING', 'TypeAlias', 'TypeGuard', 'Unpack',
]

TYPE_CHECKING = False

_NoneType = type(None)
_ABSENT = object()
_FunctionType = _types.FunctionType
_BuiltinAlias = _types.GenericAlias     # list[int] and friends
_PipeUnion = _types.UnionType           # int | str


# ---------------------------------------------------------------- helpers

def _type_repr(obj):
    """How a hint argument prints inside an alias's brackets."""
    if isinstance(obj, type) and not isinstance(obj, _BuiltinAlias):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    if isinstance(obj, _FunctionType):
        return obj.__name__
    return repr(obj)


def _as_hint(arg):
    # None means NoneType and a string is a forward reference.
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _checked(arg, msg, is_argument=True, allow_special=False):
    """Light validation of one hint argument, as CPython 3.11 does it:
    most objects pass; tuples and some special forms do not (ClassVar only
    where a class attribute is annotated, Final not inside arguments)."""
    arg = _as_hint(arg)
    if type(arg) is tuple:
        raise TypeError(f'{msg} Got {arg!r:.100}.')
    refused = ((() if allow_special else (ClassVar,)) + ((Final,) if is_argument else ()))
    if isinstance(arg, _Alias) and arg.__origin__ in refused:
        raise TypeError(f'{arg} is not valid as type argument')
    if arg in (Generic, Protocol):
        raise TypeError(f'Plain {arg} is not valid as type argument')
    return arg


def _vars(klass):
    # A class's own namespace; corral's built-in types have none (None).
    try:
        return klass.__dict__
    except AttributeError:
        return None


def _is_type_var(x):
    return isinstance(x, (TypeVar, ParamSpec, TypeVarTuple))


def _free_vars(args):
    """The type variables in args (recursively), first occurrence first."""
    found = []
    for a in args:
        if isinstance(a, type) and not isinstance(a, _BuiltinAlias):
            continue
        if _is_type_var(a):
            inner = (a,)
        elif isinstance(a, (list, tuple)):
            inner = _free_vars(a)
        else:
            inner = getattr(a, '__parameters__', ())
        for v in inner:
            if v not in found:
                found.append(v)
    return tuple(found)


def _unique(args):
    """args without repeats, in first-seen order."""
    kept = []
    for a in args:
        if not any(a is k or (type(a) is type(k) and a == k) for k in kept):
            kept.append(a)
    return tuple(kept)


def _substitute(arg, mapping):
    if _is_type_var(arg):
        return mapping.get(arg, arg)
    if isinstance(arg, list):
        return [_substitute(a, mapping) for a in arg]
    params = getattr(arg, '__parameters__', ()) if not isinstance(arg, type) else ()
    if params:
        picked = tuple(mapping.get(p, p) for p in params)
        return arg[picked if len(picked) != 1 else picked[0]]
    return arg


def _is_param_expr(arg):
    return arg is ... or isinstance(arg, (tuple, list, ParamSpec, _ConcatenateAlias))


# ---------------------------------------------------------------- special forms

class _Unionable:
    """Hint objects combine with | into a Union."""

    __slots__ = ()

    def __or__(self, rhs):
        return Union[self, rhs]

    def __ror__(self, lhs):
        return Union[lhs, self]


class _Form(_Unionable):
    """typing.Union, typing.Optional, typing.ClassVar and the other names
    that are only meaningful inside hints. Subscripting calls `subscript`."""

    def __init__(self, subscript, name, doc=None):
        self._subscript = subscript
        self._name = name
        self.__doc__ = doc
        # dataclasses recognises ClassVar by this tag.
        self._corral_special = name

    def __getattr__(self, attr):
        if attr in ('__name__', '__qualname__'):
            return self._name
        raise AttributeError(attr)

    def __repr__(self):
        return 'typing.' + self._name

    def __reduce__(self):
        return self._name

    def __call__(self, *args, **kwds):
        raise TypeError(f'Cannot instantiate {self!r}')

    def __instancecheck__(self, obj):
        raise TypeError(f'{self} cannot be used with isinstance()')

    def __subclasscheck__(self, cls):
        raise TypeError(f'{self} cannot be used with issubclass()')

    def __mro_entries__(self, bases):
        raise TypeError(f'Cannot subclass {self!r}')

    def __getitem__(self, params):
        if self._subscript is None:
            raise TypeError(f'{self} is not subscriptable')
        return self._subscript(self, params)


def _form(fn):
    """Decorator: the function subscripts a new special form of its name."""
    return _Form(fn, fn.__name__, fn.__doc__)


def _plain_form(name, doc):
    return _Form(None, name, doc)


NoReturn = _plain_form('NoReturn', 'A function that never returns.')
Never = _plain_form('Never', 'The bottom type, which has no values.')
Self = _plain_form('Self', 'The type of the enclosing class.')
LiteralString = _plain_form('LiteralString', 'A str built only from literals.')
TypeAlias = _plain_form('TypeAlias', 'Marks an explicit type alias.')


def _single_arg_form(self, params):
    arg = _checked(params, f'{self} accepts only single type.')
    return _Alias(self, (arg,), name=self._name)


ClassVar = _Form(_single_arg_form, 'ClassVar', 'A class variable, not an instance one.')
Final = _Form(_single_arg_form, 'Final', 'A name that may not be reassigned.')
TypeGuard = _Form(_single_arg_form, 'TypeGuard', 'A bool that narrows its argument.')
Required = _Form(_single_arg_form, 'Required', 'A TypedDict key that must be present.')
NotRequired = _Form(_single_arg_form, 'NotRequired', 'A TypedDict key that may be absent.')
Unpack = _Form(_single_arg_form, 'Unpack', 'Unpacks a TypeVarTuple or tuple type.')


@_form
def Union(self, params):
    """Union[X, Y]: a value of type X or of type Y."""
    if params == ():
        raise TypeError('Cannot take a Union of no types.')
    if not isinstance(params, tuple):
        params = (params,)
    flat = []
    for p in params:
        p = _checked(p, 'Union[arg, ...]: each arg must be a type.')
        if isinstance(p, (_UnionAlias, _PipeUnion)):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    args = _unique(flat)
    if len(args) == 1:
        return args[0]
    return _UnionAlias(self, args, name='Optional' if len(args) == 2 and _NoneType in args else 'Union')


@_form
def Optional(self, params):
    """Optional[X]: X or None."""
    arg = _checked(params, f'{self} requires a single type.')
    return Union[arg, None]


@_form
def Literal(self, params):
    """Literal[v, ...]: exactly one of the given values."""
    if not isinstance(params, tuple):
        params = (params,)
    flat = []
    for p in params:
        if isinstance(p, _LiteralAlias):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    return _LiteralAlias(self, _unique(flat), name='Literal')


@_form
def Concatenate(self, params):
    """Concatenate[X, P]: parameters X followed by those of ParamSpec P."""
    if params == ():
        raise TypeError('Cannot take a Concatenate of no types.')
    if not isinstance(params, tuple):
        params = (params,)
    if not (params[-1] is ... or isinstance(params[-1], ParamSpec)):
        raise TypeError('The last parameter to Concatenate should be a '
                        'ParamSpec variable or ellipsis.')
    return _ConcatenateAlias(self, tuple(params), name='Concatenate')


class _AnyMeta(type):
    def __instancecheck__(self, obj):
        if self is Any:
            raise TypeError('typing.Any cannot be used with isinstance()')
        return super().__instancecheck__(obj)

    def __repr__(self):
        if self is Any:
            return 'typing.Any'
        return super().__repr__()


class Any(metaclass=_AnyMeta):
    """Compatible with every type; a class may subclass it."""

    def __new__(cls, *args, **kwargs):
        if cls is Any:
            raise TypeError('Any cannot be instantiated')
        return super().__new__(cls)


# ---------------------------------------------------------------- forward references

class ForwardRef(_Unionable):
    """A hint written as a string, evaluated later by get_type_hints()."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f'Forward reference must be a string -- got {arg!r}')
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def _evaluate(self, globalns, localns, recursive_guard=frozenset()):
        if self.__forward_arg__ in recursive_guard:
            return self
        if not self.__forward_evaluated__ or localns is not globalns:
            if globalns is None:
                globalns = {}
            value = eval(self.__forward_arg__, globalns, localns)
            value = _checked(value, 'Forward references must evaluate to types.',
                             is_argument=self.__forward_is_argument__,
                             allow_special=self.__forward_is_class__)
            self.__forward_value__ = _resolve(value, globalns, localns,
                                              recursive_guard | {self.__forward_arg__})
            self.__forward_evaluated__ = True
        return self.__forward_value__

    def __eq__(self, that):
        if not isinstance(that, ForwardRef):
            return NotImplemented
        if self.__forward_evaluated__ and that.__forward_evaluated__:
            return (self.__forward_arg__ == that.__forward_arg__
                    and self.__forward_value__ == that.__forward_value__)
        return (self.__forward_arg__ == that.__forward_arg__
                and self.__forward_module__ == that.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __repr__(self):
        where = '' if self.__forward_module__ is None else f', module={self.__forward_module__!r}'
        return f'ForwardRef({self.__forward_arg__!r}{where})'


def _resolve(t, globalns, localns, guard=frozenset()):
    """t with every forward reference in it evaluated."""
    if isinstance(t, ForwardRef):
        return t._evaluate(globalns, localns, guard)
    if isinstance(t, _Alias):
        args = tuple(_resolve(a, globalns, localns, guard) for a in t.__args__)
        if all(a is b for a, b in zip(args, t.__args__)):
            return t
        return t._with_args(args)
    if isinstance(t, _BuiltinAlias):
        args = tuple(_resolve(ForwardRef(a) if isinstance(a, str) else a, globalns, localns, guard)
                     for a in t.__args__)
        return _BuiltinAlias(t.__origin__, args)
    if isinstance(t, _PipeUnion):
        args = [_resolve(a, globalns, localns, guard) for a in t.__args__]
        result = args[0]
        for a in args[1:]:
            result = result | a
        return result
    return t


# ---------------------------------------------------------------- type variables

def _variance_prefix(v):
    return '+' if v.__covariant__ else '-' if v.__contravariant__ else '~'


class TypeVar(_Unionable):
    """A type variable: T = TypeVar('T'), optionally constrained
    (TypeVar('N', int, float)) or bounded (TypeVar('S', bound=str))."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError('Bivariant types are not supported.')
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError('Constraints cannot be combined with bound=...')
        if len(constraints) == 1:
            raise TypeError('A single constraint is not allowed')
        msg = 'TypeVar(name, constraint, ...): constraints must be types.'
        self.__constraints__ = tuple(_checked(t, msg) for t in constraints)
        self.__bound__ = _checked(bound, 'Bound must be a type.') if bound is not None else None
        self.__module__ = '__main__'

    def __repr__(self):
        return _variance_prefix(self) + self.__name__

    def __mro_entries__(self, bases):
        raise TypeError('Cannot subclass an instance of TypeVar')

    def __reduce__(self):
        return self.__name__


class ParamSpecArgs:
    """P.args for a ParamSpec P."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f'{self.__origin__.__name__}.args'

    def __eq__(self, that):
        return isinstance(that, ParamSpecArgs) and self.__origin__ == that.__origin__

    def __hash__(self):
        return hash((ParamSpecArgs, self.__origin__))


class ParamSpecKwargs:
    """P.kwargs for a ParamSpec P."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f'{self.__origin__.__name__}.kwargs'

    def __eq__(self, that):
        return isinstance(that, ParamSpecKwargs) and self.__origin__ == that.__origin__

    def __hash__(self):
        return hash((ParamSpecKwargs, self.__origin__))


class ParamSpec(_Unionable):
    """A variable standing for a whole parameter list (P = ParamSpec('P'))."""

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__bound__ = _checked(bound, 'Bound must be a type.') if bound is not None else None
        self.__module__ = '__main__'

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __repr__(self):
        return _variance_prefix(self) + self.__name__


class TypeVarTuple:
    """A variable standing for any number of types (Ts = TypeVarTuple('Ts'))."""

    def __init__(self, name):
        self.__name__ = name
        self.__module__ = '__main__'

    def __iter__(self):
        yield Unpack[self]

    def __repr__(self):
        return self.__name__


# ---------------------------------------------------------------- subscripted aliases

class _Alias(_Unionable):
    """A subscripted hint such as List[int], ClassVar[str] or Stack[int]:
    origin plus arguments. `name` is the typing name it prints as (None
    for user generic classes, which print as module.Class[...])."""

    def __init__(self, origin, args, *, name=None, inst=True):
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        self._inst = inst
        self.__parameters__ = _free_vars(args)

    def _with_args(self, args):
        return type(self)(self.__origin__, args, name=self._name, inst=self._inst)

    def _head(self):
        return f'typing.{self._name}' if self._name else _type_repr(self.__origin__)

    def _arg_text(self):
        if not self.__args__:
            return '()'
        return ', '.join(_type_repr(a) for a in self.__args__)

    def __repr__(self):
        return f'{self._head()}[{self._arg_text()}]'

    def __eq__(self, that):
        if not isinstance(that, _Alias) or isinstance(that, (_UnionAlias, _LiteralAlias)):
            return NotImplemented
        return self.__origin__ == that.__origin__ and self.__args__ == that.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __getattr__(self, attr):
        if attr in ('__name__', '__qualname__'):
            return self._name or self.__origin__.__name__
        # Other attributes come from the origin class (List[int].append ...).
        if '__origin__' in self.__dict__ and not (attr.startswith('__') and attr.endswith('__')):
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f'Type {self._name} cannot be instantiated; '
                            f'use {self.__origin__.__name__}() instead')
        obj = self.__origin__(*args, **kwargs)
        try:
            obj.__orig_class__ = self
        except Exception:
            pass
        return obj

    def __instancecheck__(self, obj):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')

    def __subclasscheck__(self, cls):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')

    def __mro_entries__(self, bases):
        origin = self.__origin__
        if isinstance(origin, _Form):
            raise TypeError(f'Cannot subclass {self!r}')
        if self._name:
            return _entries_with_generic(self, origin, bases)
        if origin is Generic:
            _check_generic_bases(bases)
            if Protocol in bases:
                return ()
            later = bases[bases.index(self) + 1:]
            if any(isinstance(b, (_Alias, _Bare)) for b in later):
                return ()
        return (origin,)

    def __getitem__(self, args):
        if self.__origin__ in (Generic, Protocol):
            raise TypeError(f'Cannot subscript already-subscripted {self}')
        params = self.__parameters__
        if not params:
            raise TypeError(f'{self} is not a generic class')
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(_as_hint(a) for a in args)
        if len(args) != len(params):
            raise TypeError(f"Too {'many' if len(args) > len(params) else 'few'} arguments "
                            f'for {self}; actual {len(args)}, expected {len(params)}')
        mapping = dict(zip(params, args))
        return self._with_args(tuple(_substitute(a, mapping) for a in self.__args__))

    def __reduce__(self):
        return type(self), (self.__origin__, self.__args__)


def _check_generic_bases(bases):
    # The checks Generic.__init_subclass__ makes, done while the bases are
    # resolved (corral may not reach that hook when a base is built in).
    declared = None
    for b in bases:
        if isinstance(b, _Alias) and b.__origin__ is Generic:
            if declared is not None:
                raise TypeError('Cannot inherit from Generic[...] multiple times.')
            declared = b.__parameters__
    missing = [t for t in _free_vars(bases) if t not in (declared or ())]
    if declared is not None and missing:
        raise TypeError(f"Some type variables ({', '.join(str(t) for t in missing)}) "
                        f"are not listed in Generic[{', '.join(str(g) for g in declared)}]")


def _entries_with_generic(alias, origin, bases):
    # Subclassing List[int] and the like: the origin class, plus Generic
    # unless another base will bring it.
    entries = [] if origin in bases else [origin]
    later = bases[bases.index(alias) + 1:]
    if not any(isinstance(b, (_Alias, _Bare)) or (isinstance(b, type) and issubclass(b, Generic))
               for b in later):
        entries.append(Generic)
    return tuple(entries)


class _UnionAlias(_Alias):
    """Union[X, Y, ...] (and Optional[X])."""

    def _with_args(self, args):
        return Union[args]

    def __repr__(self):
        a = self.__args__
        if len(a) == 2 and _NoneType in a:
            other = a[1] if a[0] is _NoneType else a[0]
            return f'typing.Optional[{_type_repr(other)}]'
        return f'typing.Union[{self._arg_text()}]'

    def __eq__(self, that):
        if not isinstance(that, (_UnionAlias, _PipeUnion)):
            return NotImplemented
        return set(self.__args__) == set(that.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        return any(issubclass(cls, a) for a in self.__args__)


class _LiteralAlias(_Alias):
    """Literal[v, ...]."""

    def __repr__(self):
        return f"typing.Literal[{', '.join(repr(a) for a in self.__args__)}]"

    def _keyed(self):
        return {(type(a), a) for a in self.__args__}

    def __eq__(self, that):
        if not isinstance(that, _LiteralAlias):
            return NotImplemented
        return self._keyed() == that._keyed()

    def __hash__(self):
        return hash(frozenset(self._keyed()))


class _ConcatenateAlias(_Alias):
    """Concatenate[X, ..., P]."""


class _CallableHint(_Alias):
    """Callable[[A, B], R]: __args__ is (A, B, R), printed as written."""

    def _with_args(self, args):
        return _CallableHint(self.__origin__, args, name=self._name, inst=self._inst)

    def _arg_text(self):
        a = self.__args__
        if len(a) == 2 and _is_param_expr(a[0]):
            return f'{_type_repr(a[0])}, {_type_repr(a[1])}'
        return f"[{', '.join(_type_repr(x) for x in a[:-1])}], {_type_repr(a[-1])}"

    def __getitem__(self, args):
        params = self.__parameters__
        if len(params) == 1 and isinstance(params[0], ParamSpec) and self.__args__[0] is params[0]:
            # Callable[P, R][[int, str]] (or [int, str]) fills in the parameters.
            if isinstance(args, list) or args is ...:
                filled = args
            elif isinstance(args, tuple):
                filled = list(args[0]) if len(args) == 1 and isinstance(args[0], list) else list(args)
            else:
                filled = [args]
            return Callable[filled, self.__args__[-1]]
        return super().__getitem__(args)


class _AnnotatedAlias(_Alias):
    """Annotated[T, x, ...]: T carrying metadata; __origin__ is T."""

    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, (origin,), name='Annotated')
        self.__metadata__ = metadata

    def _with_args(self, args):
        return _AnnotatedAlias(args[0], self.__metadata__)

    def __repr__(self):
        meta = ', '.join(repr(m) for m in self.__metadata__)
        return f'typing.Annotated[{_type_repr(self.__origin__)}, {meta}]'

    def __eq__(self, that):
        if not isinstance(that, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == that.__origin__ and self.__metadata__ == that.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class Annotated:
    """Annotated[T, x]: the type T with context-specific metadata x."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError('Type Annotated cannot be instantiated.')

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError('Annotated[...] should be used with at least two arguments '
                            '(a type and an annotation).')
        origin = _as_hint(params[0])
        return _AnnotatedAlias(origin, tuple(params[1:]))

    def __init_subclass__(cls, *args, **kwargs):
        raise TypeError(f'Cannot subclass {cls.__module__}.Annotated')


# ---------------------------------------------------------------- unsubscripted aliases

class _Bare(_Unionable):
    """typing.List, typing.Iterable and the other generic names before
    subscripting: isinstance() and subclassing go to the origin class."""

    def __init__(self, origin, nparams, *, name, inst=True):
        self.__origin__ = origin
        self._nparams = nparams
        self._name = name
        self._inst = inst

    def __repr__(self):
        return 'typing.' + self._name

    def __getattr__(self, attr):
        if attr in ('__name__', '__qualname__'):
            return self._name
        if '__origin__' in self.__dict__ and not (attr.startswith('__') and attr.endswith('__')):
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        msg = 'Parameters to generic types must be types.'
        params = tuple(_checked(p, msg) for p in params)
        if self._nparams == 0:
            raise TypeError(f'{self} is not a generic class')
        if len(params) != self._nparams:
            raise TypeError(f"Too {'many' if len(params) > self._nparams else 'few'} arguments "
                            f'for {self}; actual {len(params)}, expected {self._nparams}')
        return _Alias(self.__origin__, params, name=self._name, inst=self._inst)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f'Type {self._name} cannot be instantiated; '
                            f'use {self.__origin__.__name__}() instead')
        return self.__origin__(*args, **kwargs)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        if isinstance(cls, _Bare):
            return issubclass(cls.__origin__, self.__origin__)
        return issubclass(cls, self.__origin__)

    def __mro_entries__(self, bases):
        return _entries_with_generic(self, self.__origin__, bases)

    def __reduce__(self):
        return self._name


class _BareTuple(_Bare):
    def __getitem__(self, params):
        if params == ():
            return _Alias(tuple, (), name='Tuple', inst=False)
        if not isinstance(params, tuple):
            params = (params,)
        msg = 'Tuple[t, ...]: t must be a type.'
        if len(params) == 2 and params[1] is ...:
            return _Alias(tuple, (_checked(params[0], msg), ...), name='Tuple', inst=False)
        return _Alias(tuple, tuple(_checked(p, msg) for p in params), name='Tuple', inst=False)


class _BareCallable(_Bare):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError('Callable must be used as Callable[[arg, ...], result].')
        args, result = params
        result = _checked(result, 'Callable[args, result]: result must be a type.')
        if isinstance(args, list):
            args = tuple(_checked(a, 'Callable[[arg, ...], result]: each arg must be a type.')
                         for a in args)
        elif _is_param_expr(args):
            args = (args,)
        else:
            args = (_checked(args, 'Callable[[arg, ...], result]: each arg must be a type.'),)
        return _CallableHint(self.__origin__, args + (result,), name='Callable')


def _context_manager_bases():
    import contextlib
    return contextlib.AbstractContextManager, contextlib.AbstractAsyncContextManager


_CM, _ACM = _context_manager_bases()

Hashable = _Bare(_abc.Hashable, 0, name='Hashable')
Awaitable = _Bare(_abc.Awaitable, 1, name='Awaitable')
Coroutine = _Bare(_abc.Coroutine, 3, name='Coroutine')
AsyncIterable = _Bare(_abc.AsyncIterable, 1, name='AsyncIterable')
AsyncIterator = _Bare(_abc.AsyncIterator, 1, name='AsyncIterator')
Iterable = _Bare(_abc.Iterable, 1, name='Iterable')
Iterator = _Bare(_abc.Iterator, 1, name='Iterator')
Reversible = _Bare(_abc.Reversible, 1, name='Reversible')
Sized = _Bare(_abc.Sized, 0, name='Sized')
Container = _Bare(_abc.Container, 1, name='Container')
Collection = _Bare(_abc.Collection, 1, name='Collection')
Callable = _BareCallable(_abc.Callable, 2, name='Callable')
AbstractSet = _Bare(_abc.Set, 1, name='AbstractSet')
MutableSet = _Bare(_abc.MutableSet, 1, name='MutableSet')
Mapping = _Bare(_abc.Mapping, 2, name='Mapping')
MutableMapping = _Bare(_abc.MutableMapping, 2, name='MutableMapping')
Sequence = _Bare(_abc.Sequence, 1, name='Sequence')
MutableSequence = _Bare(_abc.MutableSequence, 1, name='MutableSequence')
ByteString = _Bare(_abc.ByteString, 0, name='ByteString')
Tuple = _BareTuple(tuple, -1, name='Tuple', inst=False)
List = _Bare(list, 1, name='List', inst=False)
Deque = _Bare(_collections.deque, 1, name='Deque')
Set = _Bare(set, 1, name='Set', inst=False)
FrozenSet = _Bare(frozenset, 1, name='FrozenSet', inst=False)
MappingView = _Bare(_abc.MappingView, 1, name='MappingView')
KeysView = _Bare(_abc.KeysView, 1, name='KeysView')
ItemsView = _Bare(_abc.ItemsView, 2, name='ItemsView')
ValuesView = _Bare(_abc.ValuesView, 1, name='ValuesView')
ContextManager = _Bare(_CM, 1, name='ContextManager')
AsyncContextManager = _Bare(_ACM, 1, name='AsyncContextManager')
Dict = _Bare(dict, 2, name='Dict', inst=False)
DefaultDict = _Bare(_collections.defaultdict, 2, name='DefaultDict')
OrderedDict = _Bare(_collections.OrderedDict, 2, name='OrderedDict')
Counter = _Bare(_collections.Counter, 1, name='Counter')
ChainMap = _Bare(_collections.ChainMap, 2, name='ChainMap')
Generator = _Bare(_abc.Generator, 3, name='Generator')
AsyncGenerator = _Bare(_abc.AsyncGenerator, 2, name='AsyncGenerator')
Type = _Bare(type, 1, name='Type', inst=False)
Text = str


class _BareRegex(_Bare):
    """typing.Pattern and typing.Match: the origin (re.Pattern, re.Match)
    is looked up on first use, so importing typing does not load re."""

    def __init__(self, name):
        self._nparams = 1
        self._name = name
        self._inst = True

    @property
    def __origin__(self):
        import re
        return getattr(re, self._name)


Pattern = _BareRegex('Pattern')
Match = _BareRegex('Match')


# ---------------------------------------------------------------- Generic

def _class_getitem(cls, params):
    if not isinstance(params, tuple):
        params = (params,)
    params = tuple(_as_hint(p) for p in params)
    if cls in (Generic, Protocol):
        if not params:
            raise TypeError(f'Parameter list to {cls.__qualname__}[...] cannot be empty')
        if not all(_is_type_var(p) for p in params):
            raise TypeError(f'Parameters to {cls.__name__}[...] must all be type variables '
                            'or parameter specification variables.')
        if len(set(params)) != len(params):
            raise TypeError(f'Parameters to {cls.__name__}[...] must all be unique')
        return _Alias(cls, params)
    expected = cls.__dict__.get('__parameters__', getattr(cls, '__parameters__', ()))
    if not expected:
        raise TypeError(f'{cls} is not a generic class')
    if len(params) != len(expected):
        raise TypeError(f"Too {'many' if len(params) > len(expected) else 'few'} arguments "
                        f'for {cls}; actual {len(params)}, expected {len(expected)}')
    return _Alias(cls, params)


class Generic:
    """Base class of generic classes: class Stack(Generic[T]) makes
    Stack[int] a valid (and printable) hint."""

    __slots__ = ()
    _is_protocol = False

    __class_getitem__ = classmethod(_class_getitem)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if '__orig_bases__' in cls.__dict__:
            plain = Generic in cls.__orig_bases__
        else:
            plain = (Generic in cls.__bases__ and cls.__name__ != 'Protocol'
                     and type(cls) is not _TypedDictMeta)
        if plain:
            raise TypeError('Cannot inherit from plain Generic')
        if '__orig_bases__' in cls.__dict__:
            _check_generic_bases(cls.__orig_bases__)
        cls.__parameters__ = _declared_parameters(cls)


def _declared_parameters(cls):
    # The type variables of a generic class: those listed in its
    # Generic[...] / Protocol[...] base, else all found in its bases.
    bases = cls.__dict__.get('__orig_bases__', ())
    for base in bases:
        if isinstance(base, _Alias) and base.__origin__ in (Generic, Protocol):
            return base.__parameters__
    return _free_vars(bases)


class _LateParameters:
    # Generic.__parameters__ for subclasses whose __init_subclass__ corral
    # did not reach (a built-in base such as dict answers that lookup
    # first): computed from __orig_bases__ on first use, then stored.

    def __get__(self, obj, owner):
        if owner is Generic:
            return ()
        params = _declared_parameters(owner)
        type.__setattr__(owner, '__parameters__', params)
        return params


Generic.__parameters__ = _LateParameters()


# ---------------------------------------------------------------- Protocol

_NOT_MEMBERS = frozenset((
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__',
    '__module__', '__new__', '__slots__', '__subclasshook__', '__weakref__',
    '__class_getitem__', '__parameters__', '__orig_bases__', '__orig_class__',
    '_is_protocol', '_is_runtime_protocol', '__protocol_attrs__', '__qualname__',
    '__init_subclass__', '__match_args__', '_MutableMapping__marker',
))


def _protocol_members(cls):
    """Names a class must have to satisfy protocol cls."""
    names = set()
    for base in cls.__mro__[:-1]:
        if base.__name__ in ('Protocol', 'Generic'):
            continue
        ns = _vars(base) or {}
        for name in list(ns) + list(ns.get('__annotations__', {})):
            if not name.startswith('_abc_') and name not in _NOT_MEMBERS:
                names.add(name)
    return names


def _only_methods(cls):
    return all(callable(getattr(cls, n, None)) for n in _protocol_members(cls))


def _refuse_unchecked(cls):
    if not cls.__dict__.get('_is_runtime_protocol', False):
        raise TypeError('Instance and class checks can only be used with '
                        '@runtime_checkable protocols')


class _ProtocolMeta(_ABCMeta):
    # isinstance/issubclass against a protocol compare structure, not
    # ancestry (only for @runtime_checkable protocols).

    def __instancecheck__(cls, obj):
        if not cls.__dict__.get('_is_protocol', False):
            return super().__instancecheck__(obj)
        _refuse_unchecked(cls)
        if cls in type(obj).__mro__:
            return True
        if all(hasattr(obj, n) and (not callable(getattr(cls, n, None))
                                    or getattr(obj, n) is not None)
               for n in _protocol_members(cls)):
            return True
        return any(issubclass(type(obj), r) for r in getattr(cls, '_abc_registry', ()))

    def __subclasscheck__(cls, other):
        if not cls.__dict__.get('_is_protocol', False):
            return super().__subclasscheck__(other)
        _refuse_unchecked(cls)
        if not isinstance(other, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if cls in other.__mro__:
            return True
        if not _only_methods(cls):
            raise TypeError("Protocols with non-method members don't support issubclass()")
        for name in _protocol_members(cls):
            for base in other.__mro__:
                ns = _vars(base)
                found = ns.get(name, _ABSENT) if ns is not None else getattr(base, name, _ABSENT)
                if found is not _ABSENT:
                    if found is None:
                        return False
                    break
                if ns is None:
                    # (an attribute lookup on a built-in type covers its bases)
                    return any(issubclass(other, r) for r in getattr(cls, '_abc_registry', ()))
            else:
                return any(issubclass(other, r) for r in getattr(cls, '_abc_registry', ()))
        return True


def _protocol_init(self, *args, **kwargs):
    # Installed as __init__ of protocol classes: protocols themselves cannot
    # be instantiated; concrete subclasses get the next __init__ along.
    cls = type(self)
    if cls.__dict__.get('_is_protocol', False):
        raise TypeError('Protocols cannot be instantiated')
    init = object.__init__
    for base in cls.__mro__:
        found = (_vars(base) or {}).get('__init__', _protocol_init)
        if found is not _protocol_init:
            init = found
            break
    if init is object.__init__:
        if args or kwargs:
            raise TypeError(f'{cls.__name__}() takes no arguments')
        return
    init(self, *args, **kwargs)


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class of protocol (structural) types: a class with the members
    of a @runtime_checkable protocol passes isinstance() without
    inheriting from it."""

    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)
        if not cls._is_protocol:
            return
        for base in cls.__bases__:
            if not (base in (object, Generic)
                    or base.__module__ in ('collections.abc', 'contextlib')
                    and base.__name__ in _PROTOCOL_FRIENDLY
                    or isinstance(base, _ProtocolMeta) and base._is_protocol):
                raise TypeError('Protocols can only inherit from other protocols, '
                                f'got {base!r}')
        if '__init__' not in cls.__dict__:
            cls.__init__ = _protocol_init


_PROTOCOL_FRIENDLY = frozenset((
    'Callable', 'Awaitable', 'Iterable', 'Iterator', 'AsyncIterable', 'Hashable',
    'Sized', 'Container', 'Collection', 'Reversible', 'AbstractContextManager',
    'AbstractAsyncContextManager', 'Buffer',
))


def runtime_checkable(cls):
    """Class decorator: allow isinstance()/issubclass() against protocol cls."""
    if not (isinstance(cls, type) and issubclass(cls, Generic) and cls._is_protocol):
        raise TypeError(f'@runtime_checkable can be only applied to protocol classes, got {cls!r}')
    cls._is_runtime_protocol = True
    return cls


AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = 'typing'
_T_co = TypeVar('T_co', covariant=True)
_T_co.__module__ = 'typing'


def _supports(name, method, generic=False):
    # A one-method runtime-checkable protocol such as SupportsInt.
    def stub(self, *args):
        ...
    stub.__name__ = method
    ns = {'__module__': 'typing', '__slots__': (), method: _abstractmethod(stub),
          '__doc__': f'An ABC with one abstract method {method}.'}
    if generic:
        # What a class statement with base Protocol[T_co] would record.
        ns['__orig_bases__'] = (Protocol[_T_co],)
    return runtime_checkable(_ProtocolMeta(name, (Protocol,), ns))


SupportsInt = _supports('SupportsInt', '__int__')
SupportsFloat = _supports('SupportsFloat', '__float__')
SupportsComplex = _supports('SupportsComplex', '__complex__')
SupportsBytes = _supports('SupportsBytes', '__bytes__')
SupportsIndex = _supports('SupportsIndex', '__index__')
SupportsAbs = _supports('SupportsAbs', '__abs__', generic=True)
SupportsRound = _supports('SupportsRound', '__round__', generic=True)


# ---------------------------------------------------------------- NamedTuple

_NT_RESERVED = frozenset(('__new__', '__init__', '__slots__', '__getnewargs__', '_fields',
                          '_field_defaults', '_make', '_replace', '_asdict', '_source'))
_NT_SKIP = frozenset(('__module__', '__name__', '__annotations__'))


def _typed_namedtuple(name, pairs, module, defaults=()):
    hints = {n: _checked(t, f'Type of field {n!r} must be a type.') for n, t in pairs}
    cls = _collections.namedtuple(name, list(hints), defaults=defaults, module=module)
    cls.__annotations__ = hints
    try:
        cls.__new__.__annotations__ = dict(hints)
    except Exception:
        pass
    return cls


class NamedTupleMeta(type):
    """Turns `class P(NamedTuple): x: int` into a collections.namedtuple."""

    def __new__(mcls, typename, bases, ns):
        for base in bases:
            if base is not _NamedTupleBase and base is not Generic:
                raise TypeError('can only inherit from a NamedTuple type and Generic')
        hints = ns.get('__annotations__', {})
        with_default = []
        for field in hints:
            if field in ns:
                with_default.append(field)
            elif with_default:
                raise TypeError(f"Non-default namedtuple field {field} cannot follow default "
                                f"field{'s' if len(with_default) > 1 else ''} "
                                f"{', '.join(with_default)}")
        cls = _typed_namedtuple(typename, hints.items(), ns.get('__module__', '__main__'),
                                [ns[f] for f in with_default])
        if Generic in bases:
            # A generic named tuple: the same class body over (tuple, Generic).
            body = {k: v for k, v in cls.__dict__.items() if k not in ('__dict__', '__weakref__')}
            body['__orig_bases__'] = ns.get('__orig_bases__', bases)
            cls = type(typename, (tuple, Generic), body)
        for key, value in ns.items():
            if key in _NT_RESERVED:
                raise AttributeError('Cannot overwrite NamedTuple attribute ' + key)
            if key not in _NT_SKIP and key not in cls._fields:
                setattr(cls, key, value)
        return cls


_NamedTupleBase = type.__new__(NamedTupleMeta, 'NamedTuple', (), {'__module__': 'typing'})


class _NamedTupleFactory:
    """typing.NamedTuple: call it (NamedTuple('P', [('x', int)])) or
    subclass it (class P(NamedTuple): x: int)."""

    __name__ = __qualname__ = 'NamedTuple'

    def __call__(self, typename, fields=None, /, **kwargs):
        if fields is None:
            fields = kwargs.items()
        elif kwargs:
            raise TypeError('Either list of fields or keywords can be provided to '
                            'NamedTuple, not both')
        return _typed_namedtuple(typename, fields, '__main__')

    def __mro_entries__(self, bases):
        return (_NamedTupleBase,)

    def __repr__(self):
        return '<function NamedTuple>'


NamedTuple = _NamedTupleFactory()


# ---------------------------------------------------------------- TypedDict

def _key_qualifiers(tp):
    while True:
        origin = getattr(tp, '__origin__', None) if isinstance(tp, _Alias) else None
        if origin is Required or origin is NotRequired:
            yield origin
            tp = tp.__args__[0]
        elif isinstance(tp, _AnnotatedAlias):
            tp = tp.__origin__
        else:
            return


class _TypedDictMeta(type):
    """Metaclass of TypedDict classes: calling one makes a plain dict."""

    def __new__(mcls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type '
                                'and a non-TypedDict base class')
        own = {k: _checked(v, 'TypedDict(\'Name\', {f0: t0, f1: t1, ...}); '
                              'only TypedDict types can be used as field types')
               for k, v in ns.get('__annotations__', {}).items()}
        ns = dict(ns)
        ns.pop('__annotations__', None)
        cls = type.__new__(mcls, name, ((Generic,) if Generic in bases else ()) + (dict,), ns)
        hints, required, optional = {}, set(), set()
        for base in bases:
            hints.update(base.__dict__.get('__annotations__', {}))
            required.update(base.__dict__.get('__required_keys__', ()))
            optional.update(base.__dict__.get('__optional_keys__', ()))
        hints.update(own)
        for key, tp in own.items():
            marks = set(_key_qualifiers(tp))
            needed = True if Required in marks else False if NotRequired in marks else total
            (required if needed else optional).add(key)
        cls.__annotations__ = hints
        cls.__required_keys__ = frozenset(required)
        cls.__optional_keys__ = frozenset(optional)
        if not hasattr(cls, '__total__'):
            cls.__total__ = total
        return cls

    def __init__(cls, name, bases, ns, total=True):
        super().__init__(name, bases, ns)

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    # Box[int] for a generic TypedDict (corral subscripts classes with a
    # Python metaclass through the metaclass).
    __getitem__ = _abc._subscript_through_class_getitem

    def __subclasscheck__(cls, other):
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


_TypedDictBase = type.__new__(_TypedDictMeta, 'TypedDict', (), {'__module__': 'typing'})


class _TypedDictFactory:
    """typing.TypedDict: call it (TypedDict('Movie', {'title': str})) or
    subclass it (class Movie(TypedDict): title: str)."""

    __name__ = __qualname__ = 'TypedDict'

    def __call__(self, typename, fields=None, /, *, total=True, **kwargs):
        if fields is None:
            fields = kwargs
        elif kwargs:
            raise TypeError('TypedDict takes either a dict or keyword arguments, but not both')
        ns = {'__annotations__': dict(fields), '__module__': '__main__'}
        return _TypedDictMeta(typename, (), ns, total=total)

    def __mro_entries__(self, bases):
        return (_TypedDictBase,)

    def __repr__(self):
        return '<function TypedDict>'


TypedDict = _TypedDictFactory()


def is_typeddict(tp):
    """True if tp is a TypedDict class."""
    return isinstance(tp, _TypedDictMeta)


# ---------------------------------------------------------------- NewType

class NewType(_Unionable):
    """UserId = NewType('UserId', int): a distinct name for a type that
    checkers treat as a subtype; at run time calling it returns its
    argument unchanged."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        self.__name__ = name.rpartition('.')[-1]
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __mro_entries__(self, bases):
        parent = self.__name__

        class Refuse:
            def __init_subclass__(cls):
                child = cls.__name__
                raise TypeError('Cannot subclass an instance of NewType. Perhaps you were '
                                f'looking for: `{child} = NewType({child!r}, {parent})`')
        return (Refuse,)

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __call__(self, x):
        return x

    def __reduce__(self):
        return self.__qualname__


# ---------------------------------------------------------------- IO

class IO(Generic[AnyStr]):
    """The interface of file objects (for hints; never instantiated)."""

    __slots__ = ()


class BinaryIO(IO[bytes]):
    """IO over bytes."""

    __slots__ = ()


class TextIO(IO[str]):
    """IO over str."""

    __slots__ = ()


for _cls in (IO, BinaryIO, TextIO):
    _cls.__module__ = 'typing'
del _cls


# ---------------------------------------------------------------- functions

def cast(typ, val):
    """Tell a type checker val has type typ; returns val unchanged."""
    return val


def assert_type(val, typ, /):
    """Ask a type checker to confirm val has type typ; returns val."""
    return val


def reveal_type(obj, /):
    """Print the run-time type of obj to stderr and return obj."""
    import sys
    print(f'Runtime type is {type(obj).__name__!r}', file=sys.stderr)
    return obj


def assert_never(arg, /):
    """Mark code a type checker should prove unreachable."""
    text = repr(arg)
    if len(text) > 100:
        text = text[:100] + '...'
    raise AssertionError(f'Expected code to be unreachable, but got: {text}')


def final(f):
    """Decorator marking a method or class final (recorded as __final__)."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    """Decorator: type checkers should ignore annotations on arg."""
    if isinstance(arg, type):
        for value in list(arg.__dict__.values()):
            if isinstance(value, _FunctionType):
                value.__no_type_check__ = True
    try:
        arg.__no_type_check__ = True
    except TypeError:
        pass
    return arg


def no_type_check_decorator(decorator):
    """Wrap decorator so what it decorates gets no_type_check."""
    def wrapped(*args, **kwds):
        return no_type_check(decorator(*args, **kwds))
    wrapped.__name__ = getattr(decorator, '__name__', 'wrapped')
    return wrapped


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Decorator marking a dataclass-like decorator, base class or metaclass."""
    def mark(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            'eq_default': eq_default, 'order_default': order_default,
            'kw_only_default': kw_only_default, 'field_specifiers': field_specifiers,
            'kwargs': kwargs,
        }
        return cls_or_fn
    return mark


_overloads = {}     # (module, qualname) -> [overload definitions]


def _overload_stub(*args, **kwds):
    raise NotImplementedError(
        'You should not call an overloaded function. A series of @typing.overload-decorated '
        'functions outside a stub module should always be followed by an implementation '
        'that is not @typing.overload-decorated.')


def overload(func):
    """Decorator for the signatures of an overloaded function (the
    undecorated definition that follows does the work)."""
    key = (getattr(func, '__module__', None), getattr(func, '__qualname__', None))
    _overloads.setdefault(key, []).append(func)
    return _overload_stub


def get_overloads(func):
    """The @overload definitions recorded for func."""
    key = (getattr(func, '__module__', None), getattr(func, '__qualname__', None))
    return list(_overloads.get(key, ()))


def clear_overloads():
    """Forget every recorded overload."""
    _overloads.clear()


def get_origin(tp):
    """The unsubscripted form of a hint: list for List[int], Union for
    Union[int, str], Annotated for Annotated[...]; None if there is none."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_Alias, _Bare, _BuiltinAlias, _AbcCallableAlias,
                       ParamSpecArgs, ParamSpecKwargs)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, _PipeUnion):
        return _PipeUnion
    return None


def get_args(tp):
    """The arguments of a subscripted hint, as written (Callable's
    parameters as a list); () if there are none."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, (_Alias, _BuiltinAlias, _AbcCallableAlias)):
        args = tp.__args__
        if tp.__origin__ is _abc.Callable and not (len(args) == 2 and _is_param_expr(args[0])):
            args = (list(args[:-1]), args[-1])
        return args
    if isinstance(tp, _PipeUnion):
        return tp.__args__
    return ()


def _without_extras(t):
    # Annotated[T, ...] -> T, also inside other hints.
    if isinstance(t, _AnnotatedAlias):
        return _without_extras(t.__origin__)
    if isinstance(t, _Alias) and t.__origin__ in (Required, NotRequired):
        return _without_extras(t.__args__[0])
    if isinstance(t, _Alias):
        args = tuple(_without_extras(a) for a in t.__args__)
        if any(a is not b for a, b in zip(args, t.__args__)):
            return t._with_args(args)
    return t


def _module_namespace(name):
    """The globals of the module called name ({} if it cannot be found)."""
    if name == __name__:
        return globals()
    if not isinstance(name, str) or not all(p.isidentifier() for p in name.split('.')):
        return {}
    scratch = {}
    try:
        exec(f'import {name} as found', scratch)
    except Exception:
        return {}
    return scratch['found'].__dict__


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """obj's annotations with string hints evaluated and None as NoneType.
    For a class, its bases' annotations are included. Annotated[T, ...]
    becomes T unless include_extras."""
    if getattr(obj, '__no_type_check__', None):
        return {}
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            ns = _vars(base) or {}
            own = ns.get('__annotations__', {})
            if not isinstance(own, dict):
                continue
            if globalns is None:
                scope = dict(ns)
                scope.update(_module_namespace(getattr(base, '__module__', None)))
            else:
                scope = globalns
            for name, value in own.items():
                if value is None:
                    value = _NoneType
                elif isinstance(value, str):
                    value = ForwardRef(value, is_argument=False, is_class=True)
                hints[name] = _resolve(value, scope, localns)
    else:
        if isinstance(obj, _types.ModuleType):
            scope = obj.__dict__ if globalns is None else globalns
            own = getattr(obj, '__annotations__', {})
        else:
            inner = obj
            while hasattr(inner, '__wrapped__'):
                inner = inner.__wrapped__
            scope = getattr(inner, '__globals__', {}) if globalns is None else globalns
            own = getattr(obj, '__annotations__', None)
            if own is None:
                if callable(obj):
                    return {}
                raise TypeError(f'{obj!r} is not a module, class, method, or function.')
        for name, value in dict(own).items():
            if value is None:
                value = _NoneType
            elif isinstance(value, str):
                value = ForwardRef(value, is_argument=not isinstance(obj, _types.ModuleType))
            hints[name] = _resolve(value, scope, localns)
    if include_extras:
        return hints
    return {k: _without_extras(v) for k, v in hints.items()}


# CPython's private names for these classes, which some programs test with
# isinstance().
_GenericAlias = _Alias
_SpecialForm = _Form
_SpecialGenericAlias = _Bare
_UnionGenericAlias = _UnionAlias
# ... and the names their types print with.
for _cls, _name in ((_Alias, '_GenericAlias'), (_Form, '_SpecialForm'),
                    (_Bare, '_SpecialGenericAlias'), (_UnionAlias, '_UnionGenericAlias'),
                    (_LiteralAlias, '_LiteralGenericAlias'), (_CallableHint, '_CallableGenericAlias'),
                    (_ConcatenateAlias, '_ConcatenateGenericAlias'), (_BareCallable, '_CallableType'),
                    (_BareTuple, '_TupleType')):
    _cls.__name__ = _cls.__qualname__ = _name
del _cls, _name
_TypedDictMeta.__module__ = 'typing'
