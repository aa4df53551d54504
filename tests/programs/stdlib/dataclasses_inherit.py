from dataclasses import dataclass, field, fields, InitVar, KW_ONLY, asdict
from typing import ClassVar, List, Optional


@dataclass
class Base:
    id: int
    name: str = 'base'

    def describe(self):
        return f'{type(self).__name__}#{self.id}'


@dataclass
class Child(Base):
    extra: list = field(default_factory=list)
    name: str = 'child'


c = Child(1)
print(c, c.describe())
print([f.name for f in fields(Child)])
print(Child(2, 'x', [1]))


@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: List[float] = field(default_factory=list)
    rate: ClassVar[float] = 0.05
    seed: InitVar[Optional[int]] = None
    count: ClassVar[int] = 0

    def __post_init__(self, seed):
        if seed is not None:
            self.history.append(seed)
            self.balance += seed
        Account.count += 1


a = Account('ann', seed=10)
print(a, Account.rate, Account.count)
print([f.name for f in fields(a)], asdict(a))
print(Account('bob'), Account.count)


@dataclass
class Opts:
    path: str
    _: KW_ONLY
    verbose: bool = False
    level: int = 1


print(Opts('a', verbose=True), Opts('b', level=3))
try:
    Opts('a', True)
except TypeError as e:
    print('TypeError:', e)


@dataclass(kw_only=True)
class K:
    a: int
    b: int = 2


print(K(a=1), K(b=5, a=0))


@dataclass
class Tree:
    value: int
    children: list = field(default_factory=list)


t = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
print(t)
print(asdict(t))
print(Tree.__init__.__qualname__, Tree.__repr__.__name__)


@dataclass
class Wrapper:
    data: dict = field(default_factory=lambda: {'k': [1, 2]})
    pair: tuple = (1, [2])


w = Wrapper()
d = asdict(w)
d['data']['k'].append(3)
print(w, d)


@dataclass
class Custom:
    x: int

    def __repr__(self):
        return f'<Custom {self.x}>'

    def __eq__(self, other):
        return True


print(Custom(1), Custom(1) == Custom(2))


@dataclass
class Bad:
    x: int = 0
    y: int
