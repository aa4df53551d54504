import typing
from typing import (TypedDict, NewType, Optional, overload, Union, Any, Final, Literal,
                    TypeVar, Callable, Sequence, NoReturn, get_type_hints)


class Movie(TypedDict):
    title: str
    year: int


class MovieExtra(Movie, total=False):
    rating: float


m = Movie(title='Alien', year=1979)
print(m, type(m), m['title'], Movie.__annotations__, Movie.__total__)
me = MovieExtra(title='X', year=1, rating=9.5)
print(me, sorted(MovieExtra.__required_keys__), sorted(MovieExtra.__optional_keys__))
Point = TypedDict('Point', {'x': int, 'y': int})
print(Point(x=1, y=2), Point.__annotations__, typing.is_typeddict(Point), typing.is_typeddict(dict))
try:
    isinstance(m, Movie)
except TypeError as e:
    print('TypeError:', e)

UserId = NewType('UserId', int)
uid = UserId(42)
print(uid, type(uid), UserId, UserId.__supertype__, UserId.__name__)


@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2


print(double(2), double('ab'), len(typing.get_overloads(double)))

MAX: Final = 10
Mode = Literal['r', 'w']


def open_it(path: str, mode: Mode = 'r') -> Optional[str]:
    return f'{path}:{mode}'


print(open_it('f'), get_type_hints(open_it))

Handler = Callable[[str], None]
Num = TypeVar('Num', int, float)


def apply(fn: Handler, items: Sequence[str]) -> None:
    for it in items:
        fn(it)


apply(print, ['a', 'b'])


def total(xs: Sequence[Num]) -> Num:
    return sum(xs)


print(total([1, 2, 3]), total([1.5, 2.5]))


def fail() -> NoReturn:
    raise RuntimeError('nope')


print(typing.TYPE_CHECKING, typing.Text, typing.AnyStr, typing.Any)
if typing.TYPE_CHECKING:
    print('never')


class Cfg:
    debug: bool = False
    level: 'int' = 1


print(get_type_hints(Cfg), typing.get_type_hints(Cfg, include_extras=True) == get_type_hints(Cfg))
x: Union[int, str] = 5
print(x, __annotations__)
try:
    typing.assert_never(3)
except AssertionError as e:
    print('AssertionError:', e)
fail()
