# builtin class patterns: int(x), str(), float, list(), dict(), bool, tuple
def kind(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int(n):
            return f"int {n}"
        case float(f):
            return f"float {f}"
        case str() if not v:
            return "empty str"
        case str(s):
            return f"str {s!r}"
        case bytes(b):
            return f"bytes of len {len(b)}"
        case list([first, *_]):
            return f"list starting {first}"
        case list():
            return "empty list"
        case tuple((a, b)):
            return f"pair {a},{b}"
        case dict({"id": i}):
            return f"record {i}"
        case dict():
            return "other dict"
        case set() | frozenset():
            return "some set"
        case _:
            return "unknown"

for v in [True, -5, 7, 2.5, "", "hi", b"xyz", [1, 2], [], (1, 2), (1, 2, 3), {"id": 9}, {}, {1}, frozenset(), None]:
    print(repr(v), "->", kind(v))
