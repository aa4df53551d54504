# typing: reprs, equality, substitution, get_origin/get_args and error messages.
import typing
from typing import (Any, Callable, ClassVar, Dict, Final, FrozenSet, Generic, Iterable, List,
                    Literal, Mapping, Optional, Protocol, Sequence, Set, Tuple, Type, TypeVar,
                    Union, Annotated, ParamSpec, Concatenate, get_args, get_origin)

T = TypeVar('T')
K = TypeVar('K')
S = TypeVar('S', bound=str)
N = TypeVar('N', int, float)
Co = TypeVar('Co', covariant=True)
Contra = TypeVar('Contra', contravariant=True)
P = ParamSpec('P')
print(T, S, N, Co, Contra, P, P.args, P.kwargs, S.__bound__, N.__constraints__, T.__name__)
print(List[T], Dict[K, T][str, int], List[T][int], Optional[T][bytes], Union[int, List[T]][str])
print(Callable[[T], T][int], Callable[..., T][str], Callable[P, int], Callable[Concatenate[int, P], int])
print(Tuple[()], Tuple[int, ...], Tuple[int, str].__args__, Type[T], Set[int], FrozenSet[str])
print(Union[int, Union[str, float]], Optional[Union[int, str]], Union[int, Optional[str]], Union[int, Any])
print(Literal[1, 1, True], Literal[Literal['a'], 'b'], Literal[1] == Literal[1], Literal[1, 2] == Literal[2, 1])
print(Annotated[Annotated[int, 1], 2], Annotated[int, 'm'].__metadata__, ClassVar[List[int]], Final[int])
print(List[int] | None, None | List[int], int | Optional[str], Union[int, str] | float, T | int)
print(List[int] == List[int], hash(Dict[str, int]) == hash(Dict[str, int]), Union[int, str] == Union[str, int])
print(Optional[int] == int | None, List[int] == list[int], Literal[1] | Literal[2], List[int].__name__, Dict.__name__)
for tp in (List[int], List, Dict[str, int], Union[int, str], Optional[int], Callable[[int], str],
           Callable[..., str], Literal['x'], Annotated[int, 1, 2], ClassVar[int], Generic, int | str,
           list[int], Tuple[int, ...], Mapping[str, T], int, Any):
    print(repr(tp), '->', get_origin(tp), get_args(tp))
print(isinstance([], List), isinstance({}, Mapping), issubclass(list, Sequence), isinstance(3, Union[int, str]))
print(isinstance(len, Callable), isinstance((1,), Tuple), isinstance(frozenset(), FrozenSet), issubclass(dict, Iterable))
print(typing.Deque(), typing.DefaultDict(list), typing.Counter('aab'), typing.OrderedDict(a=1), typing.Text)
errors = [lambda: List[int, str], lambda: Dict[int], lambda: Callable[int], lambda: Union[()],
          lambda: isinstance(1, List[int]), lambda: List(), lambda: Dict(), lambda: isinstance(1, Any),
          lambda: Optional[int, str], lambda: Literal(), lambda: Generic[int], lambda: Generic[T, T],
          lambda: ClassVar[int, str], lambda: Final[ClassVar[int]], lambda: Annotated[int],
          lambda: TypeVar('X', int), lambda: TypeVar('X', int, str, bound=int), lambda: Any(),
          lambda: Union(), lambda: isinstance(1, Union), lambda: Dict[int, str][int],
          lambda: List[T][int, str], lambda: typing.Sized[int], lambda: Tuple(), lambda: NoReturn_sub()]


def NoReturn_sub():
    return typing.NoReturn[int]


for bad in errors:
    try:
        print('ok', bad())
    except TypeError as e:
        print('TypeError:', e)
try:
    TypeVar('X', covariant=True, contravariant=True)
except ValueError as e:
    print('ValueError:', e)


class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item


class Pair(Generic[K, T]):
    pass


class IntBox(Box[int]):
    pass


class Table(Dict[K, T]):
    pass


b = Box[int](3)
print(Box[str], Pair[int, T], Pair[int, T][str], b.__orig_class__, b.item, Box.__parameters__, Pair.__parameters__)
print(IntBox.__parameters__, IntBox.__orig_bases__, [c.__name__ for c in IntBox.__mro__], Table.__parameters__, Table[str, int])
print([c.__name__ for c in Table.__mro__], Table(a=1), Box.__orig_bases__)
for make in ("class Bad(Generic): pass", "class Bad(List[K], Generic[T]): pass",
             "class Bad(Generic[T], Generic[K]): pass", "class Bad(Box[int, str]): pass",
             "class Bad(Union[int, str]): pass", "class Bad(IntBox[int]): pass"):
    try:
        exec(make)
    except TypeError as e:
        print('TypeError:', e)
print(Any, type(Any).__name__, typing.NoReturn, typing.Never, typing.Self, typing.LiteralString,
      typing.TypeAlias, typing.AnyStr, typing.Unpack, typing.TypeGuard[int], typing.Required[int])
print(typing.ForwardRef('X'), List['X'], typing.ForwardRef('X') == typing.ForwardRef('X'), typing.Hashable, typing.Callable)
