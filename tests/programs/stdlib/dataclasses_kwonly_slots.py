from dataclasses import dataclass, field, KW_ONLY, fields, asdict, InitVar
@dataclass(kw_only=True)
class Req:
    url: str
    method: str = "GET"
    timeout: float = 5.0
r = Req(url="http://x")
print(r)
try:
    Req("http://x")
except TypeError as e:
    print("TypeError:", e)
@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int = 3
print(Mixed(1, c=9), [f.kw_only for f in fields(Mixed)])
@dataclass(slots=True)
class Pt:
    x: int
    y: int = 0
p = Pt(1)
print(p, Pt.__slots__, hasattr(p, "__dict__"))
try:
    p.z = 5
except AttributeError as e:
    print("AttributeError:", type(e).__name__)
@dataclass
class Conn:
    host: str
    password: InitVar[str] = None
    masked: str = field(init=False, default="")
    def __post_init__(self, password):
        self.masked = "*" * len(password or "")
c = Conn("db", "secret")
print(c, asdict(c))
@dataclass(eq=False)
class Ident:
    v: int
print(Ident(1) == Ident(1), Ident(1) != Ident(1))
@dataclass(repr=False)
class NoRepr:
    v: int
print(repr(NoRepr(1)).startswith("<"))
@dataclass(unsafe_hash=True)
class H:
    a: int
    b: list = field(default=None, hash=False)
print(hash(H(1)) == hash(H(1, [1])))
@dataclass
class Tree:
    val: int
    kids: list = field(default_factory=list)
t = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
print(asdict(t))
print(fields(Tree)[1].default_factory is list, Tree.__dataclass_fields__["val"].type)
@dataclass
class Base:
    x: int = 0
@dataclass
class Child(Base):
    y: int = 1
    x: int = 5
print(Child(), Child(1, 2), [f.name for f in fields(Child)])
