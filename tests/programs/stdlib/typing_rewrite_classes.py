# typing: NamedTuple, TypedDict, Protocol checks, NewType, get_type_hints, overloads and odd subscriptions.
from typing import Any, Callable, ClassVar, Dict, Final, FrozenSet, Generic, Iterable, List, Literal, Mapping, Optional, Protocol, Sequence, Set, Tuple, Type, TypeVar, Union, Annotated, NewType, NamedTuple, TypedDict, get_args, get_origin, get_type_hints, cast, overload, runtime_checkable
import re
import typing
T=TypeVar('T')
tests = ['List[1]', 'Callable[int, str]', 'Callable[[1], str]', 'Union[1]', 'Optional[1]', 'Tuple[1]', 'ClassVar[1]', 'Dict[str, T][int]', 'Optional[T][int]', 'Union[int, T].__parameters__', 'get_origin(List)', 'get_args(List)', 'List.__name__', 'Any.__name__', 'typing.Callable.__origin__', 'typing.Type[T]', 'typing.Deque[int]', 'typing.DefaultDict[str, int]', 'typing.Counter[str]', 'typing.OrderedDict[str,int]', 'typing.ChainMap[str, int]', 'typing.Pattern[str]', 'typing.Match', 'typing.ContextManager[int]', 'typing.AbstractSet[int]', 'typing.IO', 'typing.TextIO', 'typing.Concatenate', 'typing.ParamSpec("P")', 'typing.TypeVarTuple("Ts")', 'typing.Generic', 'typing.Protocol', 'typing.SupportsInt', 'isinstance(3, typing.SupportsInt)', 'isinstance("3", typing.SupportsInt)', 'isinstance(3.5, typing.SupportsIndex)', 'isinstance(3.5, typing.SupportsFloat)', 'isinstance(3, typing.SupportsAbs)', 'isinstance([], typing.Iterable)', 'issubclass(list, typing.Sized)', 'typing.SupportsAbs[int]', 'isinstance(re.compile("a"), typing.Pattern)', 'typing.Pattern[bytes]', 'List[int].append', 'Dict[str,int].fromkeys("ab")', 'type(List[int]).__name__', 'typing.get_type_hints(typing.SupportsInt)', 'NewType("X", int) | None', 'Optional["Fwd"]', 'Callable[[], int] == Callable[[], int]', 'hash(Literal[1, 2]) == hash(Literal[2, 1])', 'List[Tuple[int, str]].__args__[0].__args__']
for t in tests:
    try:
        r = eval(t)
        print(t, '=>', repr(r) if not isinstance(r,str) else r)
    except Exception as e: print(t, '!!', type(e).__name__, e)
class P(NamedTuple):
    x: int
    y: str = 'a'
    def show(self): return f'{self.x}{self.y}'
print(P(1), P(2, 'b').show(), P._fields, P._field_defaults, P.__annotations__, P(1)._replace(x=5), isinstance(P(1), tuple))
Q = NamedTuple('Q', [('a', int), ('b', List[int])])
print(Q(1, [2]), Q.__annotations__, NamedTuple('R', x=int)(3))
try:
    class Bad(NamedTuple):
        x: int = 1
        y: int
except TypeError as e: print(e)
try:
    class Bad2(NamedTuple):
        x: int
        def _make(self): pass
except AttributeError as e: print(e)
class TD(TypedDict, total=False):
    a: int
    b: typing.Required[str]
print(TD(a=1), TD.__required_keys__, TD.__optional_keys__, TD.__total__, TD.__annotations__, typing.is_typeddict(TD))
try: TypedDict('X', {'a': int}, b=int)
except TypeError as e: print(e)
@runtime_checkable
class HasName(Protocol):
    name: str
class A:
    name = 'x'
print(isinstance(A(), HasName), isinstance(1, HasName))
try: issubclass(A, HasName)
except TypeError as e: print(e)
@runtime_checkable
class Closer(Protocol):
    def close(self): ...
class F:
    def close(self): pass
class G:
    close = None
print(isinstance(F(), Closer), issubclass(F, Closer), issubclass(G, Closer), isinstance(G(), Closer), issubclass(int, Closer))
class Impl(Closer):
    pass
print(Impl().close(), isinstance(Impl(), Closer))
try: Closer()
except TypeError as e: print(e)
try:
    class PP(Protocol, int): pass
except TypeError as e: print(e)
UserId = NewType('UserId', int)
try:
    class Sub(UserId): pass
except TypeError as e: print(e)
def f(a: 'int', b: List['int'] = None, *args: str, **kw: Optional[float]) -> 'List[str]': pass
print(get_type_hints(f))
class Base:
    x: int
class Derived(Base):
    y: 'Dict[str, Base]'
    z: Annotated[int, 'meta']
print(get_type_hints(Derived), get_type_hints(Derived, include_extras=True))
@overload
def g(x: int) -> int: ...
@overload
def g(x: str) -> str: ...
def g(x): return x
print(len(typing.get_overloads(g)), g(3))
typing.clear_overloads(); print(typing.get_overloads(g))
print(typing.final(lambda: 1).__final__, typing.assert_type(3, int), typing.no_type_check(f).__no_type_check__)
from abc import ABC, abstractmethod
class Repo(ABC, Generic[T]):
    @abstractmethod
    def get(self, i: int) -> T: ...
class IntRepo(Repo[int]):
    def get(self, i): return i * 2
print(Repo[str], IntRepo().get(3), IntRepo.__orig_bases__, Repo.__parameters__, IntRepo.__parameters__)
try: Repo()
except TypeError as e: print(e)
class GPair(NamedTuple, Generic[T]):
    first: T
    second: T
gp = GPair(1, 2)
print(gp, GPair[int], GPair.__parameters__, GPair[int](3, 4), isinstance(gp, tuple), GPair.__mro__, gp._replace(first=9))
class GBox(TypedDict, Generic[T]):
    item: T
    items: List[T]
print(GBox(item=1, items=[]), GBox[int], GBox.__parameters__, GBox.__annotations__, GBox.__mro__)
