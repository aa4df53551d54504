from typing import Any, Optional, Union, List, Dict, Tuple, Callable, TypeVar, Generic, cast, get_type_hints, get_origin, get_args, Literal, Final, NamedTuple, TypedDict, overload, NewType
T = TypeVar("T")
def first(xs: List[T]) -> Optional[T]:
    return xs[0] if xs else None
print(first([3, 4]), first([]), cast(int, "not really"), cast("str", 1))
UserId = NewType("UserId", int)
uid = UserId(42)
print(uid, type(uid).__name__, UserId.__name__)
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Optional[int]) is Union, get_args(Optional[int]))
print(get_args(Union[int, str, None]), get_origin(Literal["a"]), get_args(Literal["a", 1]), get_args(Callable[[int], str]))
print(get_origin(list[int]), get_args(tuple[int, ...]), get_origin(int), get_args(int))
def f(a: int, b: "str" = "x") -> bool:
    return True
print(get_type_hints(f), f.__annotations__)
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), s.items, Stack.__name__)
class Emp(NamedTuple):
    name: str
    id: int = 3
print(Emp("x"), Emp._fields, Emp.__annotations__)
class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "Up"}
print(m, Movie.__total__ if hasattr(Movie, "__total__") else "?")
print(Optional[int] == Union[int, None], Union[int, int] == int, Union[int, str] == Union[str, int])
print(int | None, list[int], dict[str, list[int]])
print(isinstance(3, int | str), isinstance("a", (int, str)))
try:
    isinstance(3, List[int])
except TypeError as e:
    print("TypeError:", e)
