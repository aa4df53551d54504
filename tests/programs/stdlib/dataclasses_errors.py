import dataclasses
from dataclasses import dataclass, field, make_dataclass

for make in [
    lambda: field(default=1, default_factory=list),
    lambda: dataclass(order=True, eq=False)(type('T', (), {})),
]:
    try:
        make()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


def define_frozen_child():
    @dataclass
    class A:
        x: int

    @dataclass(frozen=True)
    class B(A):
        y: int


def define_overwrite():
    @dataclass(order=True)
    class C:
        x: int

        def __lt__(self, other):
            return False


def define_set_default():
    @dataclass
    class D:
        s: set = set()


for fn in [define_frozen_child, define_overwrite, define_set_default]:
    try:
        fn()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

P = make_dataclass('P', ['a', ('b', int), ('c', int, field(default=3))])
print(P(1, 2), P(1, 2, 4) == P(1, 2, 4))
print(dataclasses.fields(P)[1].type)


@dataclass
class Node:
    name: str
    parent: 'Node' = None


n = Node('root')
n.parent = n
print(n)


@dataclass
class R:
    x: int
    y: int = field(init=False, default=7)
    z: int = field(init=False)


r = R(1)
print(r.x, r.y, hasattr(r, 'z'))
try:
    print(r)
except AttributeError as e:
    print('AttributeError:', e)
try:
    dataclasses.replace(r, y=2)
except ValueError as e:
    print('ValueError:', e)


@dataclass
class M:
    x: int
    items: list = []
