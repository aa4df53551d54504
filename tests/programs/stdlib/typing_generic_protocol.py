from typing import Generic, Iterator, List, Optional, Protocol, TypeVar, runtime_checkable, Dict

T = TypeVar('T')
K = TypeVar('K')
V = TypeVar('V')
N = TypeVar('N', int, float)
B = TypeVar('B', bound=str)
Co = TypeVar('Co', covariant=True)
print(T, N, B, Co, T.__name__, N.__constraints__, B.__bound__)


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        return self.items.pop()

    def __iter__(self) -> Iterator[T]:
        return iter(self.items)


s = Stack[int]()
s.push(1)
s.push(2)
print(s.pop(), list(s), Stack[int], Stack.__parameters__, s.__orig_class__)
print(Stack.__mro__, Stack.__orig_bases__)


class Pair(Generic[K, V]):
    def __init__(self, key: K, value: V):
        self.key, self.value = key, value

    def __repr__(self):
        return f'Pair({self.key!r}, {self.value!r})'


print(Pair('a', 1), Pair[str, int], Pair[str, int].__args__, Pair.__parameters__)
IntPair = Pair[int, V]
print(IntPair, IntPair.__parameters__, IntPair[str])


class Registry(Dict[str, int]):
    pass


r = Registry(a=1)
print(r, isinstance(r, dict), Registry.__mro__[1])


class Closeable(Protocol):
    def close(self) -> None:
        ...


@runtime_checkable
class SupportsLen(Protocol):
    def __len__(self) -> int:
        ...


@runtime_checkable
class Named(Protocol):
    name: str

    def greet(self) -> str:
        ...


class Person:
    def __init__(self, name):
        self.name = name

    def greet(self):
        return 'hi ' + self.name


class Resource:
    def close(self):
        print('closed')


def shutdown(x: Closeable) -> None:
    x.close()


shutdown(Resource())
print(isinstance([1, 2], SupportsLen), isinstance(3, SupportsLen), isinstance(Person('bo'), Named))
print(isinstance(Resource(), Named), issubclass(list, SupportsLen), Named.__name__)
for bad in [lambda: isinstance(Resource(), Closeable), lambda: Closeable(),
            lambda: Stack[int, str], lambda: Generic[int], lambda: runtime_checkable(Person)]:
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)


class Impl(Closeable):
    def close(self):
        return 'impl closed'


print(Impl().close(), isinstance(Impl(), Closeable) if False else 'skip')


class Node(Generic[T]):
    def __init__(self, value: T, next: 'Optional[Node[T]]' = None):
        self.value = value
        self.next = next


n = Node(1, Node(2))
print(n.value, n.next.value, Node.__init__.__annotations__)


class Bad(Generic[T], Generic[K]):
    pass
