import pprint
from collections import Counter, OrderedDict, defaultdict, deque, ChainMap
from types import SimpleNamespace

data = {"numbers": list(range(30)), "words": ["alpha", "beta", "gamma"] * 4,
        "nested": {"deep": {"deeper": {"deepest": [1, 2, 3]}}}, 10: (1,), (1, 2): None}
for width in (20, 40, 80):
    print(pprint.pformat(data, width=width))
print(pprint.pformat(data, width=40, compact=True))
print(pprint.pformat(data, width=40, indent=4))
print(pprint.pformat(data, depth=2))
print(pprint.pformat(data, sort_dicts=False, width=60))
pprint.pp({"b": 1, "a": [2] * 40})
print(pprint.pformat([10 ** 12, 123456789, -5000], underscore_numbers=True))
text = "The quick brown fox jumps over the lazy dog. " * 4
print(pprint.pformat(text, width=30))
print(pprint.pformat([text, "short"], width=40))
print(pprint.pformat("line one\nline two\n" * 3, width=20))
print(pprint.pformat(bytes(range(40)), width=30))
print(pprint.pformat([bytearray(b"abcdefgh" * 6)], width=30))
print(pprint.pformat({"s": {3, 1, 2}, "f": frozenset("ab"), "e": set()}, width=10))
print(pprint.pformat(deque(range(25), maxlen=30), width=30))
print(pprint.pformat(Counter("abracadabra" * 3), width=30))
print(pprint.pformat(OrderedDict((str(i), i) for i in range(8)), width=30))
dd = defaultdict(list)
dd["k"].extend(range(20))
print(pprint.pformat(dd, width=30))
print(pprint.pformat(ChainMap({"a": 1}, {"b": list(range(15))}), width=30))
print(pprint.pformat(SimpleNamespace(alpha=list(range(12)), beta="b"), width=30))
print(pprint.pformat([[], {}, (), set(), "", b""], width=5))
loop = {"name": "loop"}
loop["self"] = loop
print(pprint.pformat(loop).split(" with id=")[0])
print(pprint.isrecursive(loop), pprint.isreadable(loop), pprint.isreadable({"a": 1}))
print(pprint.saferepr([1, {"z": 2, "a": (3, 4)}]))
p = pprint.PrettyPrinter(width=25, compact=True)
print(p.pformat(list(range(40))))
print(p.isreadable([object()]), p.isrecursive([1]))


class Point:
    def __repr__(self):
        return "Point()"


print(pprint.pformat([Point()] * 12, width=30))
