# dataclasses: definition-time errors and their exact messages.
import dataclasses as dc
from dataclasses import dataclass, field, KW_ONLY
from typing import ClassVar


def attempt(label, make):
    try:
        make()
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


attempt("both defaults", lambda: field(default=1, default_factory=list))


def order_without_eq():
    @dataclass(order=True, eq=False)
    class A:
        x: int


def lt_defined():
    @dataclass(order=True)
    class A:
        x: int

        def __lt__(self, other):
            return True


def hash_defined():
    @dataclass(unsafe_hash=True)
    class A:
        x: int

        def __hash__(self):
            return 1


def setattr_defined():
    @dataclass(frozen=True)
    class A:
        x: int

        def __setattr__(self, k, v):
            pass


def thaw():
    @dataclass(frozen=True)
    class A:
        x: int

    @dataclass
    class B(A):
        y: int


def freeze():
    @dataclass
    class A:
        x: int

    @dataclass(frozen=True)
    class B(A):
        y: int


def own_slots():
    @dataclass(slots=True)
    class A:
        __slots__ = ("x",)
        x: int


def two_markers():
    @dataclass
    class A:
        x: int
        _: KW_ONLY
        y: int
        __: KW_ONLY


def unannotated():
    @dataclass
    class A:
        x = field()


def classvar_factory():
    @dataclass
    class A:
        c: ClassVar[list] = field(default_factory=list)


def initvar_factory():
    @dataclass
    class A:
        c: dc.InitVar[list] = field(default_factory=list)


def mutable_list():
    @dataclass
    class A:
        x: list = []


def mutable_dict():
    @dataclass
    class A:
        x: dict = {}


def mutable_set():
    @dataclass
    class A:
        x: set = set()


def order_of_defaults():
    @dataclass
    class A:
        x: int = 0
        y: int


def inherited_default_order():
    @dataclass
    class A:
        x: int = 0

    @dataclass
    class B(A):
        y: int


def weakref_without_slots():
    @dataclass(weakref_slot=True)
    class A:
        x: int


def classvar_kw_only():
    @dataclass
    class A:
        x: ClassVar[int] = field(default=1, kw_only=True)


for fn in [order_without_eq, lt_defined, hash_defined, setattr_defined, thaw,
           freeze, own_slots, two_markers, unannotated, classvar_factory,
           initvar_factory, mutable_list, mutable_dict, mutable_set,
           order_of_defaults, inherited_default_order, weakref_without_slots,
           classvar_kw_only]:
    attempt(fn.__name__, fn)


# Calling the generated __init__ wrongly gives the interpreter's messages.
@dataclass
class P:
    x: int
    y: int = 0
    _: KW_ONLY
    z: int = 5
    w: int


attempt("no args", lambda: P())
attempt("too many", lambda: P(1, 2, 3, w=1))
attempt("unknown kw", lambda: P(1, w=1, q=2))
attempt("missing kw", lambda: P(1))
attempt("twice", lambda: P(1, x=2, w=0))
print(P(1, w=2), P.__doc__, P.__match_args__)

attempt("fields(int)", lambda: dc.fields(int))
attempt("fields(3)", lambda: dc.fields(3))
attempt("asdict(P)", lambda: dc.asdict(P))
attempt("astuple(3)", lambda: dc.astuple(3))
attempt("replace(P)", lambda: dc.replace(P, x=1))
attempt("replace unknown", lambda: dc.replace(P(1, w=1), q=1))


@dataclass(frozen=True)
class F:
    a: int


f = F(1)
attempt("frozen set", lambda: setattr(f, "a", 2))
attempt("frozen new attr", lambda: setattr(f, "b", 2))
attempt("frozen del", lambda: delattr(f, "a"))
try:
    f.a = 3
except dc.FrozenInstanceError as e:
    print(isinstance(e, AttributeError), e)

attempt("make dup", lambda: dc.make_dataclass("M", ["a", "a"]))
attempt("make keyword", lambda: dc.make_dataclass("M", ["def"]))
attempt("make bad name", lambda: dc.make_dataclass("M", ["a b"]))
attempt("make bad spec", lambda: dc.make_dataclass("M", [("a", int, 1, 2)]))
attempt("make int spec", lambda: dc.make_dataclass("M", [3]))
dc.replace(F(1), a=2, b=3)
