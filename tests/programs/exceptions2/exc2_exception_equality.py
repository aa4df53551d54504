# exception instances: identity, equality, usage in containers
a = ValueError("x")
b = ValueError("x")
print(a == b, a is b, a == a, a.args == b.args)
errors = [ValueError("one"), TypeError("two"), ValueError("three")]
print([str(e) for e in errors if isinstance(e, ValueError)])
by_type = {}
for e in errors:
    by_type.setdefault(type(e).__name__, []).append(str(e))
print(sorted(by_type.items()))
print(type(a) is ValueError, type(a) == type(b))
class Comparable(Exception):
    def __eq__(self, other):
        return isinstance(other, Comparable) and self.args == other.args
    __hash__ = Exception.__hash__
print(Comparable(1) == Comparable(1), Comparable(1) == Comparable(2))
captured = []
for v in ["1", "x", "2", "y"]:
    try:
        int(v)
    except ValueError as e:
        captured.append(e)
print(len(captured), [e.args[0] for e in captured])
