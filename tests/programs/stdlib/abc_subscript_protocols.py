# Subscripting classes whose metaclass derives from ABCMeta (Protocol[T],
# Generic subclasses): abc.ABCMeta passes cls[...] on to __class_getitem__.
from typing import Protocol, TypeVar, Generic, Iterable, runtime_checkable
T = TypeVar('T')
class Box(Generic[T]):
    def __init__(self, v: T): self.v = v
print(Box[int], Box[int](3).v)
@runtime_checkable
class HasLen(Protocol):
    def __len__(self) -> int: ...
class P(Protocol[T]):
    def get(self) -> T: ...
print(P[int], isinstance([], HasLen), isinstance(3, HasLen))
import collections.abc as cabc
print(isinstance([], cabc.Sequence), issubclass(dict, cabc.Mapping))
