"""typing for corral: the runtime side of type hints, after CPython 3.11's
Lib/typing.py.

Annotations are accepted and not enforced. Subscripting (`List[int]`,
`Optional[str]`, `Dict[str, int]`, `Callable[[int], str]`, ...) builds
alias objects with CPython's reprs, `__origin__` and `__args__`.
NamedTuple makes a tuple subclass; TypedDict classes make plain dicts.
Generic and Protocol classes can be subclassed and subscripted.
"""

import types as _types
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

_FunctionType = _types.FunctionType
_NoneType = type(None)


def _is_dunder(attr):
    return attr.startswith('__') and attr.endswith('__')


def _type_repr(obj):
    if isinstance(obj, _types.GenericAlias):
        return repr(obj)
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    if isinstance(obj, _FunctionType):
        return obj.__name__
    return repr(obj)


class ForwardRef:
    """Internal wrapper to hold a forward reference."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__

    def __hash__(self):
        return hash(self.__forward_arg__)

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __repr__(self):
        return f'ForwardRef({self.__forward_arg__!r})'


def _type_convert(arg, module=None, *, allow_special_forms=False):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg, module=module, is_class=allow_special_forms)
    return arg


def _type_check(arg, msg, is_argument=True, module=None, *, allow_special_forms=False):
    invalid_generic_forms = (Generic, Protocol)
    if not allow_special_forms:
        invalid_generic_forms += (ClassVar,)
        if is_argument:
            invalid_generic_forms += (Final,)
    arg = _type_convert(arg, module=module, allow_special_forms=allow_special_forms)
    if (isinstance(arg, _GenericAlias) and
            arg.__origin__ in invalid_generic_forms):
        raise TypeError(f"{arg} is not valid as type argument")
    if arg in (Any, LiteralString, NoReturn, Never, Self, TypeAlias):
        return arg
    if allow_special_forms and arg in (ClassVar, Final):
        return arg
    if isinstance(arg, _SpecialForm) or arg in (Generic, Protocol):
        raise TypeError(f"Plain {arg} is not valid as type argument")
    if isinstance(arg, (type, TypeVar, ForwardRef, _types.UnionType, ParamSpec,
                        _BaseGenericAlias, _types.GenericAlias)):
        return arg
    if not callable(arg) and arg is not ...:
        raise TypeError(f"{msg} Got {arg!r:.100}.")
    return arg


def _collect_parameters(args):
    parameters = []
    for t in args:
        if isinstance(t, type):
            pass
        elif isinstance(t, (TypeVar, ParamSpec, TypeVarTuple)):
            if t not in parameters:
                parameters.append(t)
        else:
            for x in getattr(t, '__parameters__', ()):
                if x not in parameters:
                    parameters.append(x)
    return tuple(parameters)


def _check_generic(cls, parameters, elen):
    if not elen:
        raise TypeError(f"{cls} is not a generic class")
    alen = len(parameters)
    if alen != elen:
        raise TypeError(f"Too {'many' if alen > elen else 'few'} arguments for {cls};"
                        f" actual {alen}, expected {elen}")


def _deduplicate(params):
    all_params = []
    for p in params:
        if p not in all_params:
            all_params.append(p)
    return tuple(all_params)


def _remove_dups_flatten(parameters):
    params = []
    for p in parameters:
        if isinstance(p, (_UnionGenericAlias, _types.UnionType)):
            params.extend(p.__args__)
        else:
            params.append(p)
    return _deduplicate(params)


def _flatten_literal_params(parameters):
    params = []
    for p in parameters:
        if isinstance(p, _LiteralGenericAlias):
            params.extend(p.__args__)
        else:
            params.append(p)
    return tuple(params)


# --- special forms -----------------------------------------------------------

class _SpecialForm:
    def __init__(self, getitem, name=None, doc=None):
        self._getitem = getitem
        self._name = name or getitem.__name__
        self.__doc__ = doc or getitem.__doc__
        self._corral_special = self._name

    def __getattr__(self, item):
        if item in {'__name__', '__qualname__'}:
            return self._name
        raise AttributeError(item)

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")

    def __repr__(self):
        return 'typing.' + self._name

    def __reduce__(self):
        return self._name

    def __call__(self, *args, **kwds):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        raise TypeError(f"{self} cannot be used with isinstance()")

    def __subclasscheck__(self, cls):
        raise TypeError(f"{self} cannot be used with issubclass()")

    def __getitem__(self, parameters):
        return self._getitem(self, parameters)


def _special_form(func):
    return _SpecialForm(func)


class _AnyMeta(type):
    def __instancecheck__(self, obj):
        if self is Any:
            raise TypeError("typing.Any cannot be used with isinstance()")
        return super().__instancecheck__(obj)

    def __repr__(self):
        if self is Any:
            return "typing.Any"
        return super().__repr__()


class Any(metaclass=_AnyMeta):
    """Special type indicating an unconstrained type."""

    def __new__(cls, *args, **kwargs):
        if cls is Any:
            raise TypeError("Any cannot be instantiated")
        return super().__new__(cls)


@_special_form
def NoReturn(self, parameters):
    """Special type indicating functions that never return."""
    raise TypeError(f"{self} is not subscriptable")


@_special_form
def Never(self, parameters):
    """The bottom type, a type that has no members."""
    raise TypeError(f"{self} is not subscriptable")


@_special_form
def Self(self, parameters):
    """Used to spell the type of "self" in classes."""
    raise TypeError(f"{self} is not subscriptable")


@_special_form
def LiteralString(self, parameters):
    """Represents an arbitrary literal string."""
    raise TypeError(f"{self} is not subscriptable")


@_special_form
def TypeAlias(self, parameters):
    """Special marker indicating that an assignment should be recognized as
    a proper type alias definition by type checkers."""
    raise TypeError(f"{self} is not subscriptable")


@_special_form
def ClassVar(self, parameters):
    """Special type construct to mark class variables."""
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,))


@_special_form
def Final(self, parameters):
    """Special typing construct to indicate final names to type checkers."""
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,))


@_special_form
def Union(self, parameters):
    """Union type; Union[X, Y] means either X or Y."""
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    msg = "Union[arg, ...]: each arg must be a type."
    parameters = tuple(_type_check(p, msg) for p in parameters)
    parameters = _remove_dups_flatten(parameters)
    if len(parameters) == 1:
        return parameters[0]
    if len(parameters) == 2 and type(None) in parameters:
        return _UnionGenericAlias(self, parameters, name="Optional")
    return _UnionGenericAlias(self, parameters)


@_special_form
def Optional(self, parameters):
    """Optional[X] is equivalent to Union[X, None]."""
    arg = _type_check(parameters, f"{self} requires a single type.")
    return Union[arg, type(None)]


@_special_form
def Literal(self, parameters):
    """Special typing form to define literal types (a.k.a. value types)."""
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    parameters = _flatten_literal_params(parameters)
    try:
        parameters = tuple(p for p, _ in _deduplicate(list(_value_and_type_iter(parameters))))
    except TypeError:
        pass
    return _LiteralGenericAlias(self, parameters)


def _value_and_type_iter(parameters):
    return ((p, type(p)) for p in parameters)


@_special_form
def Concatenate(self, parameters):
    """Used in conjunction with ParamSpec and Callable."""
    if parameters == ():
        raise TypeError("Cannot take a Concatenate of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    msg = "Concatenate[arg, ...]: each arg must be a type."
    parameters = (*(_type_check(p, msg) for p in parameters[:-1]), parameters[-1])
    return _GenericAlias(self, parameters)


@_special_form
def TypeGuard(self, parameters):
    """Special typing form used to annotate the return type of a user-defined
    type guard function."""
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,))


@_special_form
def Required(self, parameters):
    """A special typing construct to mark a key of a total=False TypedDict
    as required."""
    item = _type_check(parameters, f'{self._name} accepts only a single type.')
    return _GenericAlias(self, (item,))


@_special_form
def NotRequired(self, parameters):
    """A special typing construct to mark a key of a TypedDict as
    potentially missing."""
    item = _type_check(parameters, f'{self._name} accepts only a single type.')
    return _GenericAlias(self, (item,))


@_special_form
def Unpack(self, parameters):
    """Type unpack operator."""
    item = _type_check(parameters, f'{self._name} accepts only single type.')
    return _GenericAlias(self, (item,))


# --- type variables ---------------------------------------------------------

class _TypeVarLike:
    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__


class TypeVar(_TypeVarLike):
    """Type variable."""

    def __init__(self, name, *constraints, bound=None,
                 covariant=False, contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if constraints and len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        msg = "TypeVar(name, constraint, ...): constraints must be types."
        self.__constraints__ = tuple(_type_check(t, msg) for t in constraints)
        self.__bound__ = _type_check(bound, "Bound must be a type.") if bound is not None else None
        self.__module__ = '__main__'

    def __typing_subst__(self, arg):
        return _type_check(arg, "Parameters to generic types must be types.")


class TypeVarTuple:
    """Type variable tuple."""

    def __init__(self, name):
        self.__name__ = name

    def __iter__(self):
        yield Unpack[self]

    def __repr__(self):
        return self.__name__


class ParamSpecArgs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.args"


class ParamSpecKwargs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.kwargs"


class ParamSpec(_TypeVarLike):
    """Parameter specification variable."""

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__bound__ = bound




# --- generic aliases --------------------------------------------------------

class _BaseGenericAlias:
    """The central part of the internal API."""

    def __init__(self, origin, *, inst=True, name=None):
        self._inst = inst
        self._name = name
        self.__origin__ = origin

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; "
                            f"use {self.__origin__.__name__.lower()}() instead")
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except AttributeError:
            pass
        return result

    def __mro_entries__(self, bases):
        res = []
        if self.__origin__ not in bases:
            res.append(self.__origin__)
        i = bases.index(self)
        for b in bases[i + 1:]:
            if isinstance(b, _BaseGenericAlias) or issubclass(b, Generic):
                break
        else:
            res.append(Generic)
        return tuple(res)

    def __getattr__(self, attr):
        if attr in {'__name__', '__qualname__'}:
            return self._name or self.__origin__.__name__
        if '__origin__' in self.__dict__ and not _is_dunder(attr):
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with"
                        " class and instance checks")


class _GenericAlias(_BaseGenericAlias):
    def __init__(self, origin, args, *, inst=True, name=None):
        super().__init__(origin, inst=inst, name=name)
        if not isinstance(args, tuple):
            args = (args,)
        self.__args__ = tuple(... if a is _TypingEllipsis else a for a in args)
        self.__parameters__ = _collect_parameters(args)
        if not name:
            self.__module__ = origin.__module__ if hasattr(origin, '__module__') else 'typing'

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return (self.__origin__ == other.__origin__
                and self.__args__ == other.__args__)

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __getitem__(self, args):
        if self.__origin__ in (Generic, Protocol):
            raise TypeError(f"Cannot subscript already-subscripted {self}")
        if not self.__parameters__:
            raise TypeError(f"{self} is not a generic class")
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(_type_convert(p) for p in args)
        params = self.__parameters__
        if len(args) != len(params):
            raise TypeError(f"Too {'many' if len(args) > len(params) else 'few'} arguments"
                            f" for {self}; actual {len(args)}, expected {len(params)}")
        subst = dict(zip(params, args))
        new_args = tuple(_subst(a, subst) for a in self.__args__)
        return self.copy_with(new_args)

    def copy_with(self, args):
        return self.__class__(self.__origin__, args, name=self._name, inst=self._inst)

    def __repr__(self):
        if self._name:
            name = 'typing.' + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__:
            args = ", ".join([_type_repr(a) for a in self.__args__])
        else:
            args = "()"
        return f'{name}[{args}]'

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, _SpecialForm):
            raise TypeError(f"Cannot subclass {self!r}")
        if self._name:
            return super().__mro_entries__(bases)
        if self.__origin__ is Generic:
            if Protocol in bases:
                return ()
            i = bases.index(self)
            for b in bases[i + 1:]:
                if isinstance(b, _BaseGenericAlias) and b is not self:
                    return ()
        return (self.__origin__,)


def _subst(a, subst):
    if isinstance(a, (TypeVar, ParamSpec)):
        return subst.get(a, a)
    if isinstance(a, _GenericAlias) and a.__parameters__:
        return a.copy_with(tuple(_subst(x, subst) for x in a.__args__))
    if isinstance(a, list):
        return [_subst(x, subst) for x in a]
    return a


class _TypingEllipsis:
    """Internal placeholder for ... (ellipsis)."""


class _SpecialGenericAlias(_BaseGenericAlias):
    def __init__(self, origin, nparams, *, inst=True, name=None):
        if name is None:
            name = origin.__name__
        super().__init__(origin, inst=inst, name=name)
        self._nparams = nparams
        self.__module__ = 'typing'

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        msg = "Parameters to generic types must be types."
        params = tuple(_type_check(p, msg) for p in params)
        _check_generic(self, params, self._nparams)
        return self.copy_with(params)

    def copy_with(self, params):
        return _GenericAlias(self.__origin__, params,
                             name=self._name, inst=self._inst)

    def __repr__(self):
        return 'typing.' + self._name

    def __subclasscheck__(self, cls):
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        if not isinstance(cls, _GenericAlias):
            return issubclass(cls, self.__origin__)
        return super().__subclasscheck__(cls)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self._name == other._name

    def __hash__(self):
        return hash((self.__origin__, self._name))


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        if (len(self.__args__) == 2 and self.__args__[0] is ...):
            return super().__repr__()
        return (f'typing.Callable'
                f'[[{", ".join([_type_repr(a) for a in self.__args__[:-1]])}], '
                f'{_type_repr(self.__args__[-1])}]')

    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params,
                                     name=self._name, inst=self._inst)


class _CallableType(_SpecialGenericAlias):
    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params,
                                     name=self._name, inst=self._inst)

    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as "
                            "Callable[[arg, ...], result].")
        args, result = params
        if isinstance(args, list):
            params = (tuple(args), result)
        else:
            params = (args, result)
        return self.__getitem_inner__(params)

    def __getitem_inner__(self, params):
        args, result = params
        msg = "Callable[args, result]: result must be a type."
        result = _type_check(result, msg)
        if args is Ellipsis:
            return self.copy_with((_TypingEllipsis, result))
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(_type_convert(arg) for arg in args)
        params = args + (result,)
        return self.copy_with(params)

    def __instancecheck__(self, obj):
        return callable(obj)


class _TupleType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        if len(params) >= 2 and params[-1] is ...:
            msg = "Tuple[t, ...]: t must be a type."
            params = tuple(_type_check(p, msg) for p in params[:-1])
            return self.copy_with((*params, _TypingEllipsis))
        msg = "Tuple[t0, t1, ...]: each t must be a type."
        params = tuple(_type_check(p, msg) for p in params)
        return self.copy_with(params)


class _UnionGenericAlias(_GenericAlias):
    def copy_with(self, params):
        return Union[params]

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, _types.UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is type(None):
                return f'typing.Optional[{_type_repr(args[1])}]'
            elif args[1] is type(None):
                return f'typing.Optional[{_type_repr(args[0])}]'
        return super().__repr__()

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False


class _LiteralGenericAlias(_GenericAlias):
    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set(_value_and_type_iter(self.__args__)) == set(_value_and_type_iter(other.__args__))

    def __hash__(self):
        return hash(frozenset(_value_and_type_iter(self.__args__)))

    def __repr__(self):
        return f"typing.Literal[{', '.join(repr(a) for a in self.__args__)}]"


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, origin)
        self.__metadata__ = metadata

    def copy_with(self, params):
        assert len(params) == 1
        new_type = params[0]
        return _AnnotatedAlias(new_type, self.__metadata__)

    def __repr__(self):
        return "typing.Annotated[{}, {}]".format(
            _type_repr(self.__origin__),
            ", ".join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return (self.__origin__ == other.__origin__
                and self.__metadata__ == other.__metadata__)

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class Annotated:
    """Add context specific metadata to a type."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError("Annotated[...] should be used "
                            "with at least two arguments (a type and an "
                            "annotation).")
        msg = "Annotated[t, ...]: t must be a type."
        origin = _type_check(params[0], msg, allow_special_forms=True)
        metadata = tuple(params[1:])
        return _AnnotatedAlias(origin, metadata)


# --- Generic and Protocol ---------------------------------------------------

class Generic:
    """Abstract base class for generic types."""
    _is_protocol = False

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_convert(p) for p in params)
        if cls in (Generic, Protocol):
            if not params:
                raise TypeError(
                    f"Parameter list to {cls.__qualname__}[...] cannot be empty")
            if not all(isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)) for p in params):
                raise TypeError(
                    f"Parameters to {cls.__name__}[...] must all be type variables "
                    f"or parameter specification variables.")
            if len(set(params)) != len(params):
                raise TypeError(
                    f"Parameters to {cls.__name__}[...] must all be unique")
        else:
            _check_generic(cls, params, len(getattr(cls, '__parameters__', ())))
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        tvars = []
        own = cls.__dict__
        if '__orig_bases__' in own:
            error = Generic in own['__orig_bases__']
        else:
            error = (Generic in cls.__bases__ and
                     cls.__name__ != 'Protocol' and
                     type(cls) != _TypedDictMeta)
        if error:
            raise TypeError("Cannot inherit from plain Generic")
        if '__orig_bases__' in own:
            tvars = _collect_parameters(own['__orig_bases__'])
            gvars = None
            for base in own['__orig_bases__']:
                if (isinstance(base, _GenericAlias) and
                        base.__origin__ is Generic):
                    if gvars is not None:
                        raise TypeError(
                            "Cannot inherit from Generic[...] multiple times.")
                    gvars = base.__parameters__
            if gvars is not None:
                tvarset = set(tvars)
                gvarset = set(gvars)
                if not tvarset <= gvarset:
                    s_vars = ', '.join(str(t) for t in tvars if t not in gvarset)
                    s_args = ', '.join(str(g) for g in gvars)
                    raise TypeError(f"Some type variables ({s_vars}) are"
                                    f" not listed in Generic[{s_args}]")
                tvars = gvars
        cls.__parameters__ = tuple(tvars)


_TYPING_INTERNALS = frozenset({
    '__parameters__', '__orig_bases__', '__orig_class__',
    '_is_protocol', '_is_runtime_protocol', '__protocol_attrs__',
})

_SPECIAL_NAMES = frozenset({
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__',
    '__init__', '__module__', '__new__', '__slots__',
    '__subclasshook__', '__weakref__', '__class_getitem__', '__qualname__',
    '__init_subclass__',
})

EXCLUDED_ATTRIBUTES = _TYPING_INTERNALS | _SPECIAL_NAMES | {'_MutableMapping__marker'}


def _get_protocol_attrs(cls):
    attrs = set()
    for base in cls.__mro__[:-1]:
        if base.__name__ in {'Protocol', 'Generic'}:
            continue
        try:
            own = base.__dict__
        except AttributeError:
            continue
        annotations = own.get('__annotations__', {})
        for attr in (*own, *annotations):
            if not attr.startswith('_abc_') and attr not in EXCLUDED_ATTRIBUTES:
                attrs.add(attr)
    return attrs


class _ProtocolMeta(_ABCMeta):
    def __call__(cls, *args, **kwargs):
        if cls.__dict__.get('_is_protocol', False):
            raise TypeError('Protocols cannot be instantiated')
        return super().__call__(*args, **kwargs)

    def __instancecheck__(cls, instance):
        if (getattr(cls, '_is_protocol', False) and
                not getattr(cls, '_is_runtime_protocol', False)):
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        if cls.__dict__.get('_is_protocol', False):
            if all(hasattr(instance, attr) and
                   (not callable(getattr(cls, attr, None)) or
                    getattr(instance, attr) is not None)
                   for attr in _get_protocol_attrs(cls)):
                return True
        return super().__instancecheck__(instance)

    def __subclasscheck__(cls, other):
        if (getattr(cls, '_is_protocol', False) and
                not getattr(cls, '_is_runtime_protocol', False)):
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        return super().__subclasscheck__(other)


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes."""
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)

        def _proto_hook(other):
            if not cls.__dict__.get('_is_protocol', False):
                return NotImplemented
            if not getattr(cls, '_is_runtime_protocol', False):
                return NotImplemented
            if not isinstance(other, type):
                raise TypeError('issubclass() arg 1 must be a class')
            for attr in _get_protocol_attrs(cls):
                if not hasattr(other, attr):
                    return NotImplemented
            return True

        if '__subclasshook__' not in cls.__dict__:
            cls.__subclasshook__ = staticmethod(_proto_hook)

        if cls._is_protocol:
            for base in cls.__bases__:
                if not (base in (object, Generic) or
                        getattr(base, '_is_protocol', False)):
                    raise TypeError('Protocols can only inherit from other'
                                    ' protocols, got %r' % base)


def runtime_checkable(cls):
    """Mark a protocol class as a runtime protocol."""
    if not issubclass(cls, Generic) or not getattr(cls, '_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        ' got %r' % cls)
    cls._is_runtime_protocol = True
    return cls


AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = 'typing'


# --- abstract collection types (collections.abc stand-ins) ------------------

def _check_methods(C, *methods):
    for method in methods:
        if not hasattr(C, method):
            return NotImplemented
        if getattr(C, method) is None:
            return NotImplemented
    return True


class _ABC(metaclass=_ABCMeta):
    _abc_methods = ()

    @classmethod
    def __subclasshook__(cls, C):
        methods = cls.__dict__.get('_abc_methods')
        if methods:
            return _check_methods(C, *methods)
        return NotImplemented


def _abc(name, bases, methods=(), register=()):
    cls = _ABCMeta(name, bases, {'_abc_methods': methods, '__module__': 'collections.abc',
                                 '__qualname__': name})
    for r in register:
        cls.register(r)
    return cls


_Hashable = _abc('Hashable', (_ABC,), ('__hash__',))
_Awaitable = _abc('Awaitable', (_ABC,), ('__await__',))
_Coroutine = _abc('Coroutine', (_Awaitable,), ('__await__', 'send', 'throw', 'close'))
_AsyncIterable = _abc('AsyncIterable', (_ABC,), ('__aiter__',))
_AsyncIterator = _abc('AsyncIterator', (_AsyncIterable,), ('__aiter__', '__anext__'))
_AsyncGenerator = _abc('AsyncGenerator', (_AsyncIterator,),
                       ('__aiter__', '__anext__', 'asend', 'athrow', 'aclose'))
_Iterable = _abc('Iterable', (_ABC,), ('__iter__',))
_Iterator = _abc('Iterator', (_Iterable,), ('__iter__', '__next__'))
_Reversible = _abc('Reversible', (_Iterable,), ('__reversed__', '__iter__'))
_Generator = _abc('Generator', (_Iterator,), ('__iter__', '__next__', 'send', 'throw', 'close'))
_Sized = _abc('Sized', (_ABC,), ('__len__',))
_Container = _abc('Container', (_ABC,), ('__contains__',))
_Callable = _abc('Callable', (_ABC,), ('__call__',))
_Collection = _abc('Collection', (_Sized, _Iterable, _Container),
                   ('__len__', '__iter__', '__contains__'))
_Set = _abc('Set', (_Collection,), (), (set, frozenset))
_MutableSet = _abc('MutableSet', (_Set,), (), (set,))
_Mapping = _abc('Mapping', (_Collection,), (), (dict,))
_MutableMapping = _abc('MutableMapping', (_Mapping,), (), (dict,))
_MappingView = _abc('MappingView', (_Sized,), ())
_KeysView = _abc('KeysView', (_MappingView, _Set), (), (type({}.keys()),))
_ItemsView = _abc('ItemsView', (_MappingView, _Set), (), (type({}.items()),))
_ValuesView = _abc('ValuesView', (_MappingView, _Collection), (), (type({}.values()),))
_Sequence = _abc('Sequence', (_Reversible, _Collection), (), (tuple, str, range, list, bytes))
_MutableSequence = _abc('MutableSequence', (_Sequence,), (), (list, bytearray))
_ByteString = _abc('ByteString', (_Sequence,), (), (bytes, bytearray))
_ContextManager = _abc('AbstractContextManager', (_ABC,), ('__enter__', '__exit__'))
_AsyncContextManager = _abc('AbstractAsyncContextManager', (_ABC,), ('__aenter__', '__aexit__'))

_alias = _SpecialGenericAlias

Hashable = _alias(_Hashable, 0)
Awaitable = _alias(_Awaitable, 1)
Coroutine = _alias(_Coroutine, 3)
AsyncIterable = _alias(_AsyncIterable, 1)
AsyncIterator = _alias(_AsyncIterator, 1)
Iterable = _alias(_Iterable, 1)
Iterator = _alias(_Iterator, 1)
Reversible = _alias(_Reversible, 1)
Sized = _alias(_Sized, 0)
Container = _alias(_Container, 1)
Collection = _alias(_Collection, 1)
Callable = _CallableType(_Callable, 2)
AbstractSet = _alias(_Set, 1, name='AbstractSet')
MutableSet = _alias(_MutableSet, 1)
Mapping = _alias(_Mapping, 2)
MutableMapping = _alias(_MutableMapping, 2)
Sequence = _alias(_Sequence, 1)
MutableSequence = _alias(_MutableSequence, 1)
ByteString = _alias(_ByteString, 0)
Tuple = _TupleType(tuple, -1, inst=False, name='Tuple')
List = _alias(list, 1, inst=False, name='List')
Deque = _alias(list, 1, name='Deque')
Set = _alias(set, 1, inst=False, name='Set')
FrozenSet = _alias(frozenset, 1, inst=False, name='FrozenSet')
MappingView = _alias(_MappingView, 1)
KeysView = _alias(_KeysView, 1)
ItemsView = _alias(_ItemsView, 2)
ValuesView = _alias(_ValuesView, 1)
ContextManager = _alias(_ContextManager, 1, name='ContextManager')
AsyncContextManager = _alias(_AsyncContextManager, 1, name='AsyncContextManager')
Dict = _alias(dict, 2, inst=False, name='Dict')
DefaultDict = _alias(dict, 2, name='DefaultDict')
OrderedDict = _alias(dict, 2, name='OrderedDict')
Counter = _alias(dict, 1, name='Counter')
ChainMap = _alias(dict, 2, name='ChainMap')
Generator = _alias(_Generator, 3)
AsyncGenerator = _alias(_AsyncGenerator, 2)
Type = _alias(type, 1, inst=False, name='Type')
Text = str


try:
    import collections as _collections
except ImportError:
    _collections = None
if _collections is not None:
    Deque = _alias(getattr(_collections, 'deque', list), 1, name='Deque')
    DefaultDict = _alias(getattr(_collections, 'defaultdict', dict), 2, name='DefaultDict')
    OrderedDict = _alias(getattr(_collections, 'OrderedDict', dict), 2, name='OrderedDict')
    Counter = _alias(getattr(_collections, 'Counter', dict), 1, name='Counter')
    ChainMap = _alias(getattr(_collections, 'ChainMap', dict), 2, name='ChainMap')


@runtime_checkable
class SupportsInt(Protocol):
    """An ABC with one abstract method __int__."""

    @_abstractmethod
    def __int__(self) -> int:
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    """An ABC with one abstract method __float__."""

    @_abstractmethod
    def __float__(self) -> float:
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    """An ABC with one abstract method __complex__."""

    @_abstractmethod
    def __complex__(self) -> complex:
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    """An ABC with one abstract method __bytes__."""

    @_abstractmethod
    def __bytes__(self) -> bytes:
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    """An ABC with one abstract method __index__."""

    @_abstractmethod
    def __index__(self) -> int:
        pass


@runtime_checkable
class SupportsAbs(Protocol):
    """An ABC with one abstract method __abs__ that is covariant in its return type."""

    @_abstractmethod
    def __abs__(self):
        pass


@runtime_checkable
class SupportsRound(Protocol):
    """An ABC with one abstract method __round__ that is covariant in its return type."""

    @_abstractmethod
    def __round__(self, ndigits: int = 0):
        pass


# --- NamedTuple -------------------------------------------------------------

_prohibited = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__',
                         '_fields', '_field_defaults',
                         '_make', '_replace', '_asdict', '_source'})

_special = frozenset({'__module__', '__name__', '__annotations__'})


def _no_set(self, value):
    raise AttributeError("can't set attribute")


def _no_delete(self):
    raise AttributeError("can't delete attribute")


def _field_getter(index):
    return property(lambda self: self[index], _no_set, _no_delete,
                    doc=f'Alias for field number {index}')


def _namedtuple(typename, field_names, *, defaults=None, module=None):
    field_names = tuple(map(str, field_names))
    for name in (typename,) + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             f'identifiers: {name!r}')
    seen = set()
    for name in field_names:
        if name.startswith('_'):
            raise ValueError('Field names cannot start with an underscore: '
                             f'{name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names),
                                                reversed(defaults)))))
    num_fields = len(field_names)
    arg_list = ', '.join(field_names)
    if num_fields == 1:
        arg_list += ','
    params = []
    ns = {'_tuple_new': tuple.__new__}
    for name in field_names:
        if name in field_defaults:
            ns[f'_dflt_{name}'] = field_defaults[name]
            params.append(f'{name}=_dflt_{name}')
        else:
            params.append(name)
    src = (f"def __new__(_cls, {', '.join(params)}):\n"
           f"    return _tuple_new(_cls, ({arg_list}))\n")
    exec(src, ns)
    __new__ = ns['__new__']
    __new__.__qualname__ = f'{typename}.__new__'
    __new__.__doc__ = f'Create new instance of {typename}({arg_list})'

    @classmethod
    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != num_fields:
            raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
        return result

    def _replace(self, /, **kwds):
        result = self._make(map(kwds.pop, field_names, self))
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return result

    repr_fmt = '(' + ', '.join(f'{name}=%r' for name in field_names) + ')'

    def __repr__(self):
        return self.__class__.__name__ + repr_fmt % tuple(self)

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    class_namespace = {
        '__doc__': f'{typename}({arg_list})',
        '_fields': field_names,
        '_field_defaults': field_defaults,
        '__new__': __new__,
        '_make': _make,
        '_replace': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
        '__match_args__': field_names,
        '__module__': '__main__' if module is None else module,
        '__qualname__': typename,
    }
    for index, name in enumerate(field_names):
        class_namespace[name] = _field_getter(index)
    return type(typename, (tuple,), class_namespace)


def _make_nmtuple(name, types, module, defaults=()):
    fields = [n for n, t in types]
    types = {n: _type_check(t, f"field {n} annotation must be a type")
             for n, t in types}
    nm_tpl = _namedtuple(name, fields, defaults=defaults, module=module)
    nm_tpl.__annotations__ = types
    return nm_tpl


class NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        for base in bases:
            if base is not _NamedTuple and base is not Generic:
                raise TypeError(
                    'can only inherit from a NamedTuple type and Generic')
        types = ns.get('__annotations__', {})
        default_names = []
        for field_name in types:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field_name} "
                                f"cannot follow default field"
                                f"{'s' if len(default_names) > 1 else ''} "
                                f"{', '.join(default_names)}")
        nm_tpl = _make_nmtuple(typename, types.items(),
                               defaults=[ns[n] for n in default_names],
                               module=ns.get('__module__', '__main__'))
        for key in ns:
            if key in _prohibited:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            elif key not in _special and key not in nm_tpl._fields:
                setattr(nm_tpl, key, ns[key])
        return nm_tpl


def NamedTuple(typename, fields=None, /, **kwargs):
    """Typed version of namedtuple."""
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError("Either list of fields or keywords"
                        " can be provided to NamedTuple, not both")
    nt = _make_nmtuple(typename, fields, module='__main__')
    nt.__orig_bases__ = (NamedTuple,)
    return nt


_NamedTuple = type.__new__(NamedTupleMeta, 'NamedTuple', (), {'__module__': 'typing'})


def _namedtuple_mro_entries(bases):
    return (_NamedTuple,)


NamedTuple.__mro_entries__ = _namedtuple_mro_entries


# --- TypedDict --------------------------------------------------------------

def _get_typeddict_qualifiers(annotation_type):
    while True:
        if isinstance(annotation_type, _GenericAlias):
            origin = annotation_type.__origin__
            if origin is Required:
                yield Required
                annotation_type, = annotation_type.__args__
                continue
            if origin is NotRequired:
                yield NotRequired
                annotation_type, = annotation_type.__args__
                continue
        break


class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type '
                                'and a non-TypedDict base class')
        annotations = {}
        own_annotations = ns.get('__annotations__', {})
        msg = "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type"
        own_annotations = {
            n: _type_check(tp, msg, module=ns.get('__module__'), allow_special_forms=True)
            for n, tp in own_annotations.items()
        }
        required_keys = set()
        optional_keys = set()
        for base in bases:
            annotations.update(base.__dict__.get('__annotations__', {}))
            required_keys.update(base.__dict__.get('__required_keys__', ()))
            optional_keys.update(base.__dict__.get('__optional_keys__', ()))
        annotations.update(own_annotations)
        for annotation_key, annotation_type in own_annotations.items():
            qualifiers = set(_get_typeddict_qualifiers(annotation_type))
            if Required in qualifiers:
                is_required = True
            elif NotRequired in qualifiers:
                is_required = False
            else:
                is_required = total
            if is_required:
                required_keys.add(annotation_key)
                optional_keys.discard(annotation_key)
            else:
                optional_keys.add(annotation_key)
                required_keys.discard(annotation_key)
        ns = dict(ns)
        ns['__annotations__'] = annotations
        ns['__required_keys__'] = frozenset(required_keys)
        ns['__optional_keys__'] = frozenset(optional_keys)
        ns['__total__'] = total
        return type.__new__(_TypedDictMeta, name, (dict,), ns)

    def __call__(cls, /, *args, **kwargs):
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """A simple typed namespace. At runtime it is equivalent to a plain dict."""
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("TypedDict takes either a dict or keyword arguments,"
                        " but not both")
    ns = {'__annotations__': dict(fields), '__module__': '__main__',
          '__qualname__': typename}
    td = _TypedDictMeta(typename, (), ns, total=total)
    td.__orig_bases__ = (TypedDict,)
    return td


_TypedDict = type.__new__(_TypedDictMeta, 'TypedDict', (), {'__module__': 'typing'})


def _typeddict_mro_entries(bases):
    return (_TypedDict,)


TypedDict.__mro_entries__ = _typeddict_mro_entries


def is_typeddict(tp):
    """Check if an annotation is a TypedDict class."""
    return isinstance(tp, _TypedDictMeta)


# --- functions --------------------------------------------------------------

def cast(typ, val):
    """Cast a value to a type. This returns the value unchanged."""
    return val


def assert_type(val, typ, /):
    """Ask a static type checker to confirm that the value is of the given type."""
    return val


def assert_never(arg, /):
    """Statically assert that a line of code is unreachable."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def reveal_type(obj, /):
    """Reveal the inferred type of a variable."""
    print(f"Runtime type is {type(obj).__name__!r}")
    return obj


def final(f):
    """Decorator to indicate final methods and final classes."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


_overload_registry = {}


def _overload_dummy(*args, **kwds):
    """Helper for @overload to raise when called."""
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


def overload(func):
    """Decorator for overloaded functions/methods."""
    key = getattr(func, '__qualname__', None)
    if key is not None:
        _overload_registry.setdefault(key, []).append(func)
    return _overload_dummy


def get_overloads(func):
    """Return all defined overloads for *func* as a sequence."""
    return list(_overload_registry.get(getattr(func, '__qualname__', None), []))


def clear_overloads():
    """Clear all overloads in the registry."""
    _overload_registry.clear()


def no_type_check(arg):
    """Decorator to indicate that annotations are not type hints."""
    try:
        arg.__no_type_check__ = True
    except TypeError:
        pass
    return arg


def no_type_check_decorator(decorator):
    """Decorator to give another decorator the @no_type_check effect."""
    return decorator


def dataclass_transform(*, eq_default=True, order_default=False,
                        kw_only_default=False, field_specifiers=(), **kwargs):
    """Decorator to mark an object as providing dataclass-like behaviour."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default,
            "order_default": order_default,
            "kw_only_default": kw_only_default,
            "field_specifiers": field_specifiers,
            "kwargs": kwargs,
        }
        return cls_or_fn
    return decorator


class NewType:
    """NewType creates simple unique types with almost zero runtime overhead."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __mro_entries__(self, bases):
        superclass_name = self.__name__
        raise TypeError(
            f"Cannot subclass an instance of NewType. Perhaps you were looking for: "
            f"`{superclass_name} = NewType({superclass_name!r}, {superclass_name})`")

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __call__(self, x):
        return x

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


def get_origin(tp):
    """Get the unsubscripted version of a type."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_BaseGenericAlias, _types.GenericAlias,
                       ParamSpecArgs, ParamSpecKwargs)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, _types.UnionType):
        return _types.UnionType
    return None


def get_args(tp):
    """Get type arguments with all substitutions performed."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, (_GenericAlias, _types.GenericAlias)):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and res and res[0] is not Ellipsis:
            res = (list(res[:-1]), res[-1])
        return res
    if isinstance(tp, _types.UnionType):
        return tp.__args__
    return ()


def _eval_type(t, globalns, localns, known=True, depth=0):
    """Evaluate forward references (strings), as typing._eval_type."""
    if isinstance(t, ForwardRef):
        if depth > 50:
            return t
        try:
            v = eval(t.__forward_arg__, globalns if globalns is not None else {}, localns)
        except NameError:
            if known:
                raise
            return t
        return _eval_type(_type_convert(v), globalns, localns, known, depth + 1)
    if isinstance(t, _LiteralGenericAlias):
        return t
    if isinstance(t, (_GenericAlias, _types.GenericAlias, _types.UnionType)):
        args = t.__args__
        ev_args = tuple(_eval_type(a, globalns, localns, known, depth + 1)
                        if isinstance(a, (ForwardRef, _GenericAlias, _types.GenericAlias,
                                          _types.UnionType)) else a
                        for a in args)
        if all(x is y for x, y in zip(ev_args, args)):
            return t
        if isinstance(t, _types.GenericAlias):
            return _types.GenericAlias(t.__origin__, ev_args)
        if isinstance(t, _types.UnionType):
            result = ev_args[0]
            for a in ev_args[1:]:
                result = result | a
            return result
        if isinstance(t, _AnnotatedAlias):
            return _AnnotatedAlias(ev_args[0], t.__metadata__)
        return t.copy_with(ev_args)
    return t


def _eval_hint(value, globalns, localns, known=True):
    if value is None:
        return type(None)
    if isinstance(value, str):
        value = ForwardRef(value)
    return _eval_type(value, globalns, localns, known)


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    return t


def _module_globals(name):
    """The namespace of module `name` (corral has no sys.modules)."""
    if name == 'typing':
        return globals()
    if not isinstance(name, str) or not name.replace('.', '_').isidentifier():
        return None
    ns = {}
    try:
        exec(f'import {name} as _m', ns)
    except ImportError:
        return None
    return ns['_m'].__dict__


def _class_globals(cls):
    """The globals of the module that defined cls; None when unknown."""
    g = _module_globals(getattr(cls, '__module__', None))
    if g is not None:
        return g
    try:
        own = cls.__dict__
    except AttributeError:
        return None
    for v in own.values():
        if isinstance(v, (staticmethod, classmethod)):
            v = v.__func__
        elif isinstance(v, property):
            v = v.fget
        if isinstance(v, _FunctionType) and getattr(v, '__module__', None) == cls.__module__:
            return v.__globals__
    return None


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """Return type hints for an object (a class, function or module)."""
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            try:
                ann = base.__dict__.get('__annotations__', {})
            except AttributeError:
                continue
            if globalns is None:
                base_globals = _class_globals(base)
                known = base_globals is not None
            else:
                base_globals = globalns
                known = True
            base_locals = dict(base.__dict__) if localns is None else localns
            if localns is None and globalns is None:
                base_globals, base_locals = base_locals, base_globals
            for name, value in ann.items():
                hints[name] = _eval_hint(value, base_globals, base_locals, known)
    else:
        ann = getattr(obj, '__annotations__', None)
        if ann is None:
            if isinstance(obj, (_FunctionType, type(len))):
                return {}
            raise TypeError(f'{obj!r} is not a module, class, method, or function.')
        if globalns is None:
            globalns = getattr(obj, '__globals__', None)
        known = globalns is not None
        for name, value in ann.items():
            hints[name] = _eval_hint(value, globalns, localns, known)
    if not include_extras:
        hints = {k: _strip_annotations(t) for k, t in hints.items()}
    return hints


class IO(Generic[AnyStr]):
    """Generic base class for TextIO and BinaryIO."""


class BinaryIO(IO[bytes]):
    """Typed version of the return of open() in binary mode."""


class TextIO(IO[str]):
    """Typed version of the return of open() in text mode."""


Pattern = _alias(str, 1, name='Pattern')
Match = _alias(str, 1, name='Match')
