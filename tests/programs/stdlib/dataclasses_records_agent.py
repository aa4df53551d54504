from dataclasses import dataclass, field, asdict, fields, replace
import json
@dataclass
class ToolCall:
    name: str
    args: dict = field(default_factory=dict)
    result: object = None
    ok: bool = True
@dataclass
class Turn:
    role: str
    text: str
    calls: list = field(default_factory=list)
    def summary(self):
        return f"{self.role}: {self.text[:20]!r} ({len(self.calls)} calls)"
history = [
    Turn("user", "What is the weather in Oslo and Bergen?"),
    Turn("assistant", "Checking both cities now.", [ToolCall("weather", {"city": "Oslo"}, 4.5), ToolCall("weather", {"city": "Bergen"}, None, False)]),
    Turn("assistant", "Oslo is 4.5C; Bergen failed."),
]
for t in history:
    print(t.summary())
print(json.dumps([asdict(t) for t in history], sort_keys=True))
failed = [c for t in history for c in t.calls if not c.ok]
print(failed)
retry = [replace(c, ok=True, result=7.0) for c in failed]
print(retry, failed[0].ok)
print([f.name for f in fields(ToolCall)], [f.default for f in fields(ToolCall)][2:])
print(history[1] == Turn("assistant", "Checking both cities now.", [ToolCall("weather", {"city": "Oslo"}, 4.5), ToolCall("weather", {"city": "Bergen"}, None, False)]))
@dataclass(frozen=True)
class Key:
    user: str
    day: int
seen = {Key("a", 1): 3, Key("b", 2): 4}
print(seen[Key("a", 1)], Key("a", 1) in seen, len({Key("x", 0), Key("x", 0)}))
