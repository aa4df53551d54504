# typing at runtime: reprs, get_origin/get_args, NamedTuple, TypedDict, Protocol, generics.
import typing
from typing import (List, Dict, Optional, Union, Tuple, Callable, Any, TypeVar, Generic,
                    NamedTuple, TypedDict, Protocol, Literal, Final, ClassVar, get_type_hints,
                    get_origin, get_args, cast, overload, runtime_checkable, Iterable, Sequence)
T = TypeVar('T')
K = TypeVar('K', bound=int)
S = TypeVar('S', str, bytes)
print(T, K, S, T.__name__, K.__bound__, S.__constraints__)
print(List[int], Dict[str, int], Optional[int], Union[int, str], Tuple[int, ...], Callable[[int], str])
print(list[int], dict[str, list[int]], tuple[int, str], int | None, int | str | None)
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Optional[int]), get_args(Optional[int]))
print(get_args(Callable[[int, str], bool]), get_origin(Callable[[int], str]), get_args(int | str))
print(Union[int, int], Union[int, None] == Optional[int], Optional[Union[int, str]])
print(Literal[1, 'a'], get_args(Literal[1, 'a']), Final[int], ClassVar[int])
print(Any, repr(Any), typing.NoReturn, Iterable[int], Sequence[str])
class Box(Generic[T]):
    def __init__(self, v: T):
        self.v = v
    def get(self) -> T:
        return self.v
print(Box[int], Box(3).get(), Box.__parameters__, Box[int].__origin__ is Box)
class P(NamedTuple):
    x: int
    y: float = 0.0
    def norm(self):
        return abs(self.x) + abs(self.y)
p = P(3, -4.0)
print(p, p.norm(), p._fields, p._field_defaults, p._asdict(), p._replace(x=1), P._make([1, 2]))
print(P.__annotations__, isinstance(p, tuple), p[0], len(p))
class TD(TypedDict, total=False):
    a: int
    b: str
td: TD = {'a': 1}
print(td, TD.__total__, sorted(TD.__annotations__), TD.__required_keys__, sorted(TD.__optional_keys__))
class TD2(TypedDict):
    name: str
print(TD2(name='x'), type(TD2(name='x')).__name__, TD2.__required_keys__)
@runtime_checkable
class HasLen(Protocol):
    def __len__(self) -> int: ...
print(isinstance([1], HasLen), isinstance(3, HasLen))
def f(a: int, b: 'str' = 'x') -> List[int]:
    return [a]
print(get_type_hints(f), f.__annotations__)
print(cast(int, 'not-int'), typing.TYPE_CHECKING)
@overload
def g(x: int) -> int: ...
@overload
def g(x: str) -> str: ...
def g(x):
    return x
print(g(2))
NT = typing.NewType('NT', int)
print(NT(5), NT.__name__, NT)
Alias = Dict[str, List[T]]
print(Alias[int], Alias.__parameters__)
print(typing.get_origin(list[int]), typing.get_args(tuple[int, str]))
print(Optional[List[int]], Union[List[int], None, str])
print(repr(typing.Iterator[int]), repr(typing.Mapping[str, int]), typing.Type[int])
class Node:
    nxt: 'Optional[Node]'
print(get_type_hints(Node))
print(typing.Annotated[int, 'meta'], get_args(typing.Annotated[int, 'meta']))
