from typing import Protocol, runtime_checkable, Iterable, Iterator, Sequence, Mapping, TypeVar, Generic, Optional, ClassVar, Any, TYPE_CHECKING
@runtime_checkable
class SupportsClose(Protocol):
    def close(self) -> None: ...
class File:
    def close(self):
        print("file closed")
class Socket:
    def shutdown(self):
        pass
for obj in [File(), Socket(), 5]:
    print(type(obj).__name__, isinstance(obj, SupportsClose))
def close_all(items: Iterable[SupportsClose]) -> int:
    n = 0
    for it in items:
        it.close()
        n += 1
    return n
print(close_all([File(), File()]))
class NotRuntime(Protocol):
    def x(self) -> int: ...
try:
    isinstance(1, NotRuntime)
except TypeError as e:
    print("TypeError:", e)
K = TypeVar("K")
V = TypeVar("V")
class Registry(Generic[K, V]):
    count: ClassVar[int] = 0
    def __init__(self) -> None:
        self.items: dict = {}
    def add(self, k: K, v: V) -> None:
        self.items[k] = v
        Registry.count += 1
    def get(self, k: K) -> Optional[V]:
        return self.items.get(k)
r: Registry[str, int] = Registry()
r.add("a", 1)
print(r.get("a"), r.get("b"), Registry.count, TYPE_CHECKING)
print(K, V.__name__, TypeVar("N", int, float).__constraints__, TypeVar("B", bound=str).__bound__)
def total(xs: Sequence[float]) -> float:
    return sum(xs)
print(total([1.5, 2]), total.__annotations__)
print(Registry[int, str].__origin__ is Registry, Registry.__parameters__)
try:
    Registry[int]
except TypeError as e:
    print("TypeError:", e)
