# create_autospec signature checks, seal, AsyncMock, patch.dict on
# os.environ, side_effect sequences and call_list().
import asyncio
import os
from unittest import mock
from unittest.mock import AsyncMock, MagicMock, Mock, create_autospec, seal, call, patch


def attempt(label, func, *args, **kwargs):
    try:
        result = func(*args, **kwargs)
    except Exception as exc:
        print(label, type(exc).__name__, exc)
    else:
        print(label, "ok", result if not isinstance(result, Mock) else type(result).__name__)


class Repo:
    def get(self, key, default=None):
        return default

    def put(self, key, value):
        pass


auto = create_autospec(Repo)
inst = auto()
attempt("autospec ok", inst.get, "k")
attempt("autospec bad", inst.get)
attempt("autospec extra", inst.put, 1, 2, 3)
attempt("autospec attr", getattr, inst, "missing")


def fn(a, b=2):
    return a + b


fake = create_autospec(fn, return_value=10)
attempt("fn ok", fake, 1)
attempt("fn bad", fake, 1, 2, 3)
fake.assert_called_once_with(1)

s = Mock()
s.known.value = 1
seal(s)
attempt("sealed", getattr, s, "unknown")
print(s.known.value)

am = AsyncMock(return_value=5)


async def main():
    value = await am(1, x=2)
    print("awaited", value)


asyncio.run(main())
am.assert_awaited_once_with(1, x=2)
print(am.await_count, am.await_args)
attempt("not awaited", AsyncMock().assert_awaited)

with patch.dict(os.environ, {"CORRAL_TEST_VAR": "1"}):
    print(os.environ.get("CORRAL_TEST_VAR"))
print(os.environ.get("CORRAL_TEST_VAR"))

m = Mock(side_effect=[1, 2])
print(m(), m(), m.call_args_list)
m.side_effect = None
m.return_value = "r"
print(m())
mm = MagicMock()
mm.__iter__.return_value = iter([1, 2, 3])
print([x for x in mm])
print(mm.method.return_value is mm.method(), mm.method.call_count)
print(call.a(1).b(2).call_list())
print(mock.DEFAULT, mock.sentinel.x, mock.ANY == object())
