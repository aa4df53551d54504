import pprint
from dataclasses import dataclass, field
@dataclass
class Point:
    x: int
    y: int
@dataclass
class Shape:
    name: str
    points: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
    secret: str = field(default="hidden", repr=False)
s = Shape("polygon with a long descriptive name", [Point(i, i * i) for i in range(5)], {"color": "red", "tags": ["a", "b"]})
pprint.pprint(s)
pprint.pprint(s, width=120)
pprint.pprint([Point(1, 2)])
pprint.pprint({"shape": s}, width=50)
