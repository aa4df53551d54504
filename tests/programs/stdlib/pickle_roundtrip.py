import io
import pickle
from collections import namedtuple
from dataclasses import dataclass
import datetime
from decimal import Decimal
from fractions import Fraction


@dataclass
class Order:
    id: int
    items: list
    note: str = ""


class Slotted:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


class Counter:
    def __init__(self):
        self.n = 5

    def __getstate__(self):
        return {"n": self.n * 2}

    def __setstate__(self, state):
        self.n = state["n"] // 2 + 1


Point = namedtuple("Point", "x y")
shared = [1, 2]
values = [None, True, 0, 255, 70000, -5, 2**40, -2**70, 3.25, "", "text", "é" * 3,
          b"raw", (), (1,), (1, 2, 3, 4), [], [1, [2, [3]]], {"a": 1, "b": (2, 3)},
          {1, 2}, frozenset({"x"}), [shared, shared], 1 + 2j, list(range(1100))]
for v in values:
    data = pickle.dumps(v)
    back = pickle.loads(data)
    print(repr(v)[:40], back == v, type(back).__name__, data if len(data) < 60 else len(data))
back = pickle.loads(pickle.dumps([shared, shared]))
print("shared stays shared:", back[0] is back[1])
o = pickle.loads(pickle.dumps(Order(7, ["a", "b"], "rush")))
print(o, pickle.dumps(Order(1, [])))
s = pickle.loads(pickle.dumps(Slotted(1, "y")))
print(s.x, s.y)
c = pickle.loads(pickle.dumps(Counter()))
print(c.n)
p = pickle.loads(pickle.dumps(Point(3, 4)))
print(p, type(p).__name__, pickle.dumps(Point(3, 4)))
loop = []
loop.append(loop)
print(pickle.loads(pickle.dumps(loop)))
for v in [datetime.date(2024, 2, 29), datetime.datetime(2024, 1, 2, 3, 4, 5, 6),
          datetime.timedelta(days=2, seconds=5), Decimal("1.50"), Fraction(3, 4),
          datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc), len, Order]:
    print(repr(pickle.loads(pickle.dumps(v))))
buf = io.BytesIO()
pickle.dump({"k": [1, 2]}, buf)
buf.seek(0)
print(pickle.load(buf), pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL)
for bad in (b"", b"xyz", b"\x80\x04K"):
    try:
        pickle.loads(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    pickle.dumps(lambda: 1)
except Exception as e:
    print(type(e).__name__)
try:
    pickle.dumps((x for x in []))
except TypeError as e:
    print(e)
try:
    pickle.loads("text")
except TypeError as e:
    print(e)
