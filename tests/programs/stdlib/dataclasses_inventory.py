from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError
@dataclass
class Item:
    name: str
    price: float
    qty: int = 0
    tags: list = field(default_factory=list)
    sku: str = field(default="?", repr=False, compare=False)
    def total(self):
        return self.price * self.qty
inv = [Item("pen", 1.5, 10), Item("book", 12.0, 2, ["paper"]), Item("mug", 6.25, 0, sku="M1")]
for it in inv:
    print(it, it.total())
print(sorted(inv, key=lambda i: i.total(), reverse=True)[0].name)
print(asdict(inv[1]), astuple(inv[1]), replace(inv[0], qty=99))
print([f.name for f in fields(Item)], is_dataclass(Item), is_dataclass(inv[0]), is_dataclass(5))
print(Item("a", 1) == Item("a", 1, sku="zzz"), Item("a", 1) == Item("a", 2))
@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
vs = [Version(1, 2), Version(1, 10), Version(0, 9, 9), Version(1, 2, 1)]
print(sorted(vs), max(vs), Version(1) < Version(1, 0, 1), hash(Version(1)) == hash(Version(1)))
try:
    vs[0].major = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
@dataclass
class Order:
    items: list = field(default_factory=list)
    discount: float = 0.0
    total: float = field(init=False)
    def __post_init__(self):
        if self.discount < 0:
            raise ValueError("negative discount")
        self.total = sum(i.total() for i in self.items) * (1 - self.discount)
o = Order(inv, 0.1)
print(round(o.total, 2), repr(Order()))
try:
    Order([], -1)
except ValueError as e:
    print("ValueError:", e)
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e:
    print("ValueError:", e)
try:
    Item()
except TypeError as e:
    print("TypeError:", e)
