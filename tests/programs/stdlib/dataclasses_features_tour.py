# dataclasses: field options, InitVar and __post_init__, kw_only, slots,
# inheritance, hashing rules, reprs, asdict/astuple/replace/make_dataclass.
import dataclasses as dc
from dataclasses import dataclass, field, InitVar, KW_ONLY
from typing import ClassVar, List, Optional, Dict
from collections import namedtuple


@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list)
    secret: str = field(default="s", repr=False)
    ident: int = field(default=0, compare=False)
    count: ClassVar[int] = 0


a = Item("pen")
b = Item("pen", ident=9)
print(a, a == b, a != Item("ink"), a.tags is not Item("x").tags, Item.count)
print(Item.__doc__)
print(Item.__match_args__, Item.__hash__)
print(Item.__init__.__qualname__, Item.__repr__.__qualname__, Item.__eq__.__name__)
print([f.name for f in dc.fields(Item)], dc.fields(a)[2].default_factory)
print(Item.price, "secret" in Item.__dict__, "tags" in Item.__dict__)
print(Item.__dataclass_params__)
print(repr(dc.fields(Item)[0]).replace(repr(dc.MISSING), "MISSING"))
print(repr(dc.MISSING).startswith("<dataclasses._MISSING_TYPE object"),
      repr(dc.KW_ONLY).startswith("<dataclasses._KW_ONLY_TYPE object"))


@dataclass
class Scaled:
    raw: int
    factor: InitVar[int] = 2
    value: int = field(init=False)
    seen: list = field(init=False, default_factory=list)
    flag: bool = field(init=False, default=True)

    def __post_init__(self, factor):
        self.value = self.raw * factor


s = Scaled(3)
print(s, Scaled(3, 10).value, sorted(vars(s)), Scaled.__match_args__)
print(Scaled.__doc__, [f.name for f in dc.fields(Scaled)])
print(dc.InitVar[int], dc.InitVar[List[int]], dc.InitVar("x"), dc.InitVar(int).type)
print(dc.replace(s, raw=5), dc.replace(s, raw=5, factor=3).value)
print(Scaled.__init__.__annotations__)


@dataclass
class Need:
    x: int
    y: InitVar[int]

    def __post_init__(self, y):
        self.total = self.x + y


try:
    dc.replace(Need(1, 2), x=3)
except ValueError as e:
    print("ValueError:", e)
try:
    dc.replace(s, value=1)
except ValueError as e:
    print("ValueError:", e)
print(dc.replace(Need(1, 2), y=5).total)


@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int


@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 1
    c: int
    d: int = field(kw_only=False, default=4)


print(Opts(level=2), Opts.__doc__, Opts.__match_args__)
print(Mixed(1, c=3), Mixed(1, 2, c=3), Mixed.__doc__, Mixed.__match_args__)
print([(f.name, f.kw_only) for f in dc.fields(Mixed)])


@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)


vs = [Version(1, 2), Version(0, 9, "old"), Version(1, 0)]
print(sorted(vs), max(vs), Version(1) <= Version(1, 0, "x"), Version(1) == Version(1, 0, "x"))
print(hash(Version(1, 2)) == hash((1, 2)), {Version(1), Version(1, 0, "b")})
try:
    Version(1) < (1, 0)
except TypeError as e:
    print("TypeError:", e)


@dataclass(unsafe_hash=True)
class Key:
    k: str
    extra: list = field(default_factory=list, hash=False, compare=False)
    weight: int = field(default=1, hash=True, compare=False)


print(hash(Key("a")) == hash(("a", 1)), Key("a") == Key("a", [1], 5))


@dataclass(eq=False)
class Ident:
    v: int


print(Ident(1) == Ident(1), Ident.__hash__ is object.__hash__)


@dataclass
class OwnEq:
    v: int

    def __eq__(self, other):
        return True


print(OwnEq.__hash__)


@dataclass(frozen=True)
class OwnHash:
    v: int

    def __hash__(self):
        return 99


print(hash(OwnHash(1)))


@dataclass
class Base:
    x: int
    y: int = 2


@dataclass
class Derived(Base):
    z: int = 3
    x: int = 10


print(Derived(), Derived(1, 2, 3), [f.name for f in dc.fields(Derived)], Derived.__doc__)
print(isinstance(Derived(), Base), Derived() == Base(10, 2))


class Plain(Base):
    pass


print(Plain(5), dc.is_dataclass(Plain), dc.is_dataclass(Plain(1)), dc.is_dataclass(int), dc.is_dataclass(3))


@dataclass(slots=True)
class Slotted:
    a: int
    b: str = "q"


sl = Slotted(1)
print(sl, Slotted.__slots__, hasattr(sl, "__dict__"), Slotted.__qualname__)
try:
    sl.other = 1
except AttributeError as e:
    print("AttributeError:", e)


@dataclass(frozen=True, slots=True)
class FrozenSlots:
    a: int


fs = FrozenSlots(3)
print(fs, fs == FrozenSlots(3), hash(fs) == hash((3,)))
try:
    fs.a = 4
except dc.FrozenInstanceError as e:
    print("FrozenInstanceError:", e)


@dataclass
class Tree:
    label: str
    kids: list = field(default_factory=list)
    parent: Optional["Tree"] = field(default=None, repr=False)


root = Tree("root")
root.kids.append(Tree("leaf", parent=root))
print(root)
loop = Tree("loop")
loop.kids.append(loop)
print(loop)


@dataclass
class Annotated:
    a: List[int]
    b: Optional[str] = None
    c: Dict[str, int] = field(default_factory=dict)
    d: "Later" = None
    e: list[int] = None
    f: "ClassVar[int]" = 3
    g: dc.InitVar[int] = 0
    h: Tree = None


print(Annotated.__doc__)
print(list(Annotated.__dataclass_fields__), [f.name for f in dc.fields(Annotated)])



P = namedtuple("P", "x y")


@dataclass
class Holder:
    items: list
    mapping: dict
    pair: P
    inner: Base
    tup: tuple = ()


h = Holder([Base(1), 2], {"k": Base(3)}, P(Base(4), [5]), Base(6), (Base(7),))
d = dc.asdict(h)
print(d)
print(dc.astuple(h))
print(d["items"] is not h.items, type(d["pair"]).__name__)
print(dc.asdict(Base(1), dict_factory=lambda kv: list(kv)))
print(dc.astuple(Base(1), tuple_factory=list))

M = dc.make_dataclass("M", ["a", ("b", int), ("c", int, field(default=5)), ("d", str, "dd")],
                      namespace={"double": lambda self: self.b * 2}, frozen=True)
m = M(1, 2)
print(m, m.double(), M.__doc__, M.__module__, dc.fields(M)[0].type)
E = dc.make_dataclass("E", [], bases=(Base,))
print(E(7), E.__mro__[1].__name__)


@dataclass
class Empty:
    pass


print(Empty(), Empty() == Empty(), Empty.__match_args__, Empty.__doc__, dc.fields(Empty()))
f = field(default=3, metadata={"unit": "kg"})
print(f.metadata["unit"], type(f.metadata).__name__, len(f.metadata))
print(dc.fields(Item)[0].metadata)


class Desc:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)

    def __get__(self, obj, owner):
        return 7 if obj is None else obj.__dict__.get("_d", -1)

    def __set__(self, obj, value):
        obj.__dict__["_d"] = value


@dataclass
class UsesDesc:
    d: Desc = Desc()


print(UsesDesc(), UsesDesc(4).d)


@dataclass
class WithSelf:
    self: int
    other: int = 1


print(WithSelf(3), WithSelf(self=4))


# Field names that look like the generated code's helpers do not clash.
@dataclass(frozen=True)
class Odd:
    _FACTORY: int = 1
    _factory_1: list = field(default_factory=list)
    _object_setattr: int = 2


print(Odd(), Odd(5, [1], 6))
