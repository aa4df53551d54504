from typing import Any, Callable, Dict, List, Optional, Tuple, Union, get_type_hints, get_origin, get_args
import typing
def validate(fn: Callable, **kwargs: Any) -> List[str]:
    hints = get_type_hints(fn)
    errors = []
    for name, value in kwargs.items():
        want = hints.get(name)
        if want is None:
            errors.append(f"{name}: unknown parameter")
            continue
        origin = get_origin(want)
        if origin is Union:
            allowed = tuple(get_origin(a) or a for a in get_args(want))
            if not isinstance(value, allowed):
                errors.append(f"{name}: expected one of {[a.__name__ for a in allowed]}")
        elif origin is not None:
            if not isinstance(value, origin):
                errors.append(f"{name}: expected {origin.__name__}")
        elif want is not Any and not isinstance(value, want):
            errors.append(f"{name}: expected {want.__name__}, got {type(value).__name__}")
    return errors
def search(query: str, limit: int = 10, tags: Optional[List[str]] = None, mode: Union[int, str] = 0, extra: Any = None) -> Dict[str, Any]:
    return {}
print(validate(search, query="x", limit=5))
print(validate(search, query=3, limit="5", tags=["a"], mode=1.5, extra=object(), nope=1))
print(validate(search, tags=None, mode="fast"))
print(get_type_hints(search)["return"], get_args(get_type_hints(search)["tags"]))
print(typing.List[int], typing.Dict[str, typing.Tuple[int, ...]], typing.Optional[str], typing.Union[int, str], typing.Callable[[int, str], bool], typing.Any)
print(List[int] == list[int], get_origin(Tuple[int, str]), get_args(Tuple[int, str]), get_args(Callable[..., int]))
T = typing.TypeVar("T")
def pick(xs: List[T], i: int) -> T:
    return xs[i]
print(get_type_hints(pick), pick(["a", "b"], 1))
print(typing.get_origin(typing.Literal["x", "y"]), typing.get_args(typing.Literal["x", "y"]), typing.Literal["x"] == typing.Literal["x"])
