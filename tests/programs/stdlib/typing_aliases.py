import typing
from typing import (Any, Callable, ClassVar, Dict, Final, FrozenSet, Iterable, Iterator,
                    List, Literal, Mapping, Optional, Sequence, Set, Tuple, Type, Union,
                    Annotated, Generator, MutableMapping, TYPE_CHECKING, cast)

print(List[int], Dict[str, int], Set[str], FrozenSet[int], Tuple[int, str], Tuple[int, ...])
print(Optional[str], Union[int, str], Union[int, None], Union[int, str, None], Union[int, int])
print(Callable[[int, str], bool], Callable[..., Any], Callable[[], None])
print(Iterable[int], Iterator[str], Sequence[float], Mapping[str, List[int]], MutableMapping[str, Any])
print(Literal['r', 'w'], Literal[1, True], Annotated[int, 'positive'], Type[int], ClassVar[int], Final[str])
print(Generator[int, None, None], Optional[Dict[str, List[Tuple[int, int]]]])
print(List, Dict, Any, Optional, Union, Callable, Literal, TYPE_CHECKING)
print(List[int].__origin__, List[int].__args__, Dict[str, int].__args__, Optional[int].__args__)
print(typing.get_origin(Dict[str, int]), typing.get_args(Callable[[int], str]), typing.get_args(int))
print(typing.get_origin(Literal['a']), typing.get_args(Literal['a', 'b']), typing.get_origin(Annotated[int, 'x']))
print(Union[int, str] == Union[str, int], List[int] == List[int], List[int] == List[str], Optional[int] == Union[int, None])
print(isinstance([], List), isinstance({}, Dict), isinstance((1,), Tuple), isinstance(3, Union[int, str]))
print(isinstance([1], Iterable), isinstance(iter([]), Iterator), isinstance(5, Iterable), isinstance(len, Callable))
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(dict, Sequence), issubclass(str, Iterable))
print(cast(int, 'not an int'), cast('List[str]', 5))
print(int | str, int | None, list[int], dict[str, list[int]], List[int] | None, int | List[str])
print(str | None == Optional[str], (int | str).__args__, typing.get_args(int | None))

def greet(name: str, times: int = 1, *, loud: Optional[bool] = None) -> List[str]:
    return [name] * times

print(greet.__annotations__)
print(typing.get_type_hints(greet))


class Config:
    name: str
    retries: int = 3
    tags: ClassVar[List[str]] = []


print(typing.get_type_hints(Config))
for bad in [lambda: List[int, str], lambda: Dict[int], lambda: Callable[int], lambda: Union[()],
            lambda: isinstance(1, List[int]), lambda: List(), lambda: isinstance(1, Any),
            lambda: Optional[int, str], lambda: Literal()]:
    try:
        print(bad())
    except TypeError as e:
        print('TypeError:', e)
