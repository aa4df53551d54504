# enum, typing, collections, difflib and graphlib together, the way agent code uses them.
import json
from dataclasses import dataclass, field
from enum import Enum, IntEnum, StrEnum, auto, Flag
from typing import Optional, List, Dict, Protocol, TypeVar, Generic, Callable, Iterator, NamedTuple, TypedDict, Literal, Any, Union
from collections import defaultdict, Counter, OrderedDict, namedtuple, deque
import difflib, graphlib

class Status(str, Enum):
    OPEN = 'open'
    CLOSED = 'closed'
    def __str__(self): return self.value

class Prio(IntEnum):
    LOW = 1
    HIGH = 2

@dataclass
class Task:
    title: str
    status: Status = Status.OPEN
    prio: Prio = Prio.LOW
    tags: List[str] = field(default_factory=list)
    parent: Optional['Task'] = None

tasks = [Task('a'), Task('b', Status.CLOSED, Prio.HIGH, ['x'])]
print(tasks, [str(t.status) for t in tasks], sorted(tasks, key=lambda t: t.prio, reverse=True)[0].title)
print(json.dumps({'s': Status.OPEN, 'p': Prio.HIGH}), json.dumps([p for p in Prio]))
print(f'{Status.OPEN}', f'{Prio.HIGH}', Status('open') is Status.OPEN, Status.OPEN == 'open', Prio.HIGH > Prio.LOW)
match Status.CLOSED:
    case Status.OPEN: print('open')
    case Status.CLOSED: print('closed')
by_status = defaultdict(list)
for t in tasks: by_status[t.status].append(t.title)
print(dict(by_status), Counter(t.prio for t in tasks))
class Row(NamedTuple):
    name: str
    score: float = 0.0
rows = [Row('a', 2.5), Row('b')]
print(rows, max(rows, key=lambda r: r.score), rows[0]._asdict(), Row._fields)
class Cfg(TypedDict):
    host: str
    port: int
c: Cfg = {'host': 'h', 'port': 1}
print(c, Cfg.__required_keys__ == {'host', 'port'})
T = TypeVar('T')
class Cache(Generic[T]):
    def __init__(self) -> None:
        self.d: Dict[str, T] = {}
    def put(self, k: str, v: T) -> None: self.d[k] = v
    def get(self, k: str) -> Optional[T]: return self.d.get(k)
cc = Cache[int](); cc.put('a', 1); print(cc.get('a'), cc.get('b'))
class Greeter(Protocol):
    def greet(self, name: str) -> str: ...
class En:
    def greet(self, name): return 'hi ' + name
def run(g: Greeter) -> str: return g.greet('x')
print(run(En()))
Handler = Callable[[str], int]
def apply(h: Handler, s: str) -> int: return h(s)
print(apply(len, 'abc'), Handler)
class Color(Flag):
    R = auto(); G = auto(); B = auto()
print(Color.R | Color.B, [c.name for c in Color.R | Color.G], Color(0))
od = OrderedDict(sorted({'b': 2, 'a': 1}.items()))
print(od, list(od), od.popitem(last=False))
P = namedtuple('P', 'x y')
print(P(1, 2), P(1, 2) + P(3, 4), P(*[5, 6]).y)
print(list(graphlib.TopologicalSorter({'b': ['a'], 'c': ['b']}).static_order()))
print(difflib.get_close_matches('pyton', ['python', 'java', 'typhon']), round(difflib.SequenceMatcher(None, 'kitten', 'sitting').ratio(), 3))
print(''.join(difflib.unified_diff(['a\n', 'b\n'], ['a\n', 'c\n'], 'x', 'y')))
