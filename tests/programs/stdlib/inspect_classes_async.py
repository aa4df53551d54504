# signature() of dataclasses, __new__, metaclass __call__, async and nested
# functions; built-in types have none; getsource of a nested def.
import inspect
import dataclasses
import functools
from typing import Optional


@dataclasses.dataclass
class Point:
    x: int
    y: int = 0
    tags: list = dataclasses.field(default_factory=list)


class WithNew:
    def __new__(cls, a, *, b=1):
        return super().__new__(cls)


class Meta(type):
    def __call__(cls, token):
        return super().__call__()


class UsesMeta(metaclass=Meta):
    pass


def attempt(label, func, *args):
    try:
        print(label, func(*args))
    except Exception as exc:
        print(label, type(exc).__name__, exc)


attempt("dataclass", inspect.signature, Point)
attempt("new", inspect.signature, WithNew)
attempt("meta", inspect.signature, UsesMeta)
attempt("int", inspect.signature, int)

attempt("lambda", inspect.signature, lambda a, /, b, *c, d=1, **e: 0)


async def fetch(url: str, *, timeout: Optional[float] = None) -> bytes:
    return b""


attempt("async", inspect.signature, fetch)
print(inspect.iscoroutinefunction(fetch), inspect.isfunction(fetch), inspect.isgeneratorfunction(fetch))
cached = functools.lru_cache()(lambda n: n)
attempt("lru_cache", inspect.signature, cached)


def outer():
    def inner(q, r=3):
        return q
    return inner


attempt("closure", inspect.signature, outer())
print(inspect.getsource(outer))
sig = inspect.signature(fetch)
print(sig.parameters["timeout"].annotation, sig.return_annotation)
print([p.kind.name for p in inspect.signature(lambda a, /, b, *c, d=1, **e: 0).parameters.values()])
bound = inspect.signature(Point).bind(1, y=2)
bound.apply_defaults()
print(bound.arguments)
