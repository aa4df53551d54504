# MagicMock supports the protocol methods with CPython's defaults, and
# each can be configured per mock.
from unittest.mock import MagicMock, Mock, NonCallableMock, PropertyMock, patch, call

m = MagicMock()
# Comprehensions, not list(): CPython's list() also asks len() first.
print(len(m), [x for x in m], bool(m), int(m), float(m), 3 in m)
print(m[1] is m[2], m == m, m != m, m == 1, hash(m) == hash(m))
with m as entered:
    pass
print(entered is m.__enter__.return_value)
print([c[0] for c in m.mock_calls])
m.__len__.return_value = 3
m.__iter__.return_value = [1, 2]
m.__getitem__.side_effect = lambda k: k * 10
m.__contains__.return_value = True
print(len(m), [x for x in m], [x for x in m], m[4], "x" in m)
m["k"] = "v"
print(m.__setitem__.call_args, m.__setitem__.call_count)
del m["k"]
print(m.__delitem__.call_args)
print(m.__len__.call_count, m.__getitem__.call_args_list)

other = MagicMock()
other.__str__.return_value = "custom str"
print(str(other))
other.__lt__.return_value = True
print(other < 5)
other.__eq__.return_value = True
print(other == 99)

plain = Mock()
try:
    len(plain)
except TypeError as exc:
    print("TypeError", exc)
plain.__len__ = lambda self: 7
print(len(plain))

nc = NonCallableMock()
try:
    nc()
except TypeError as exc:
    print("TypeError", exc)

class Config:
    @property
    def level(self):
        return 1

with patch.object(Config, "level", new_callable=PropertyMock) as prop:
    prop.return_value = 42
    cfg = Config()
    print(cfg.level)
    cfg.level = 5
print(prop.mock_calls)
print(Config().level)

n = MagicMock()
n.method(1).chain.deeper(2)
print(n.mock_calls)
print(n.method.return_value.chain.deeper.call_args)
print(n.method.mock_calls == [call(1), call().chain.deeper(2)])
