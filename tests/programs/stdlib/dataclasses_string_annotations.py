# dataclasses with postponed (string) annotations: ClassVar, InitVar and
# KW_ONLY recognised through aliases; __post_init__ chains; frozen+slots
# replace; nested dataclasses.
from __future__ import annotations
import dataclasses as dc
from dataclasses import dataclass, field, InitVar, KW_ONLY
from typing import ClassVar
import typing

@dataclass
class A:
    x: int
    c: ClassVar[int] = 3
    t: typing.ClassVar[str] = 'q'
    i: InitVar[int] = 1
    j: dc.InitVar[int] = 2
    _: KW_ONLY
    k: int = 0
    def __post_init__(self, i, j):
        self.s = i + j
a = A(1, 5, k=2)
print(a, a.s, [f.name for f in dc.fields(A)], A.__match_args__, A.__doc__)

@dataclass(frozen=True)
class F:
    a: int
    b: list = field(default_factory=list, init=False)
    def __post_init__(self):
        object.__setattr__(self, 'sq', self.a ** 2)
f = F(3); print(f, f.sq, dc.replace(f, a=4))

@dataclass
class Base:
    x: int
    def __post_init__(self):
        print('base post', self.x)
@dataclass
class Child(Base):
    y: int = 0
    def __post_init__(self):
        super().__post_init__()
        print('child post', self.y)
Child(1, 2)

@dataclass(frozen=True, slots=True)
class FS:
    a: int
    b: int = 2
print(dc.replace(FS(1), b=5), FS.__slots__)
@dataclass(order=True)
class O:
    a: int
    b: float = field(compare=False)
print(O(1, 2) <= O(1, 0), O(1, 2) == O(1, 0), O.__lt__.__qualname__)
@dataclass
class Outer:
    @dataclass
    class Inner:
        v: int
    inner: 'Outer.Inner' = None
print(Outer(Outer.Inner(1)), Outer.Inner.__qualname__)
print(dc.asdict(Outer(Outer.Inner(1))), dc.astuple(Outer(Outer.Inner(2))))
