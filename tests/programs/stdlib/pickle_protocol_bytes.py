# The bytes of pickles of every protocol from 2 up, byte for byte as
# CPython writes them (memo, string, bytes, set and global opcodes per
# protocol, Python 2 names at protocol 2), and each loads back.
import pickle, collections, decimal
from dataclasses import dataclass

@dataclass
class Pt:
    x: int
    y: list

class Plain:
    def __init__(self):
        self.a = {"k": (1, 2)}
        self.b = None

shared = [1, 2]
values = [
    [1, "a", (2.5, None), {"k": True}, 10**20, -3],
    b"x", b"", bytearray(b"ab"), {1, 2}, frozenset({3}), set(),
    ("s" * 300, "é", ""), [shared, shared], Pt(1, [2]), Plain(),
    collections.OrderedDict(a=1), collections.Counter("aab"), collections.deque([1, 2]),
    decimal.Decimal("1.5"), range(3), complex(1, 2), True, None, 3.0,
    {"nested": [{"x": (1,)}] * 2}, list(range(300)),
]
for proto in (2, 3, 4, 5):
    for v in values:
        data = pickle.dumps(v, proto)
        back = pickle.loads(data)
        ok = back == v if not isinstance(v, Plain) else back.__dict__ == v.__dict__
        print(proto, type(v).__name__, data, ok)
