# patch as decorator, context manager and start/stop; patch.object and
# patch.dict restore the originals afterwards.
import json
import os
import os.path
from unittest import mock
from unittest.mock import patch, MagicMock, sentinel


class Store:
    def load(self):
        return "real load"

    @staticmethod
    def tag():
        return "real tag"


settings = {"mode": "prod", "level": 1}


@patch("json.dumps")
def uses_dumps(fake):
    fake.return_value = "fake json"
    return json.dumps({"a": 1}), fake.call_args


print(uses_dumps())
print(json.dumps({"a": 1}))


@patch("os.path.exists", return_value=True)
@patch("os.getcwd")
def two_patches(getcwd, exists):
    getcwd.return_value = "/nowhere"
    return os.getcwd(), os.path.exists("/definitely/missing")


print(two_patches())
print(os.path.exists("/definitely/missing"))

with patch.object(Store, "load", return_value="mocked load") as fake_load:
    print(Store().load(), fake_load.call_count)
print(Store().load())

with patch.object(Store, "tag", new=lambda: "replaced"):
    print(Store.tag())
print(Store.tag())

with patch("json.loads", side_effect=ValueError("nope")):
    try:
        json.loads("{}")
    except ValueError as exc:
        print("ValueError", exc)
print(json.loads('{"ok": true}'))

with patch.dict(settings, {"mode": "test", "extra": 1}):
    print(sorted(settings.items()))
print(sorted(settings.items()))

with patch.dict(settings, clear=True):
    print(settings)
print(sorted(settings.items()))


@patch.dict(settings, level=9)
def in_dict():
    return settings["level"]


print(in_dict(), settings["level"])

patcher = patch("json.dumps", new=sentinel.dumps)
started = patcher.start()
print(started is sentinel.dumps, json.dumps is sentinel.dumps)
patcher.stop()
print(json.dumps([1]))

p1 = patch.object(Store, "load", return_value=1)
p2 = patch.object(Store, "tag", return_value=2)
p1.start()
p2.start()
print(Store().load(), Store.tag())
patch.stopall()
print(Store().load(), Store.tag())


@patch.object(Store, "load", return_value="class patched")
class PatchedTests:
    def test_one(self, fake):
        return Store().load(), fake.called

    def helper(self):
        return Store().load()


print(PatchedTests().test_one(), PatchedTests().helper())

with patch("json.dumps", create=False) as made:
    print(type(made).__name__)
try:
    with patch("json.no_such_function"):
        pass
except AttributeError as exc:
    # The message starts with the module's repr, which names its file.
    print("AttributeError", str(exc).split("> ", 1)[1])
with patch("json.no_such_function", create=True, return_value=3):
    print(json.no_such_function())
print(hasattr(json, "no_such_function"))
try:
    patch("nodots")
except TypeError as exc:
    print("TypeError", exc)

with patch.multiple(Store, load=mock.DEFAULT, tag=mock.DEFAULT) as values:
    print(sorted(values), isinstance(values["load"], MagicMock))
print(Store().load())

opener = mock.mock_open(read_data="line one\nline two\n")
with opener("data.txt") as fh:
    print(fh.readline(), end="")
    print(fh.read(), end="")
with opener("data.txt") as fh:
    print([line for line in fh])
opener.assert_called_with("data.txt")
print(opener.call_count, opener.mock_calls[:2])
