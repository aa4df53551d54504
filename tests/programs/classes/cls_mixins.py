# mixins adding behaviour: repr, comparisons, json-like dump
class ReprMixin:
    def __repr__(self):
        attrs = ", ".join(f"{k}={v!r}" for k, v in sorted(vars(self).items()))
        return f"{type(self).__name__}({attrs})"

class CompareMixin:
    def _key(self):
        return tuple(sorted(vars(self).items()))
    def __eq__(self, o):
        return self._key() == o._key()
    def __lt__(self, o):
        return self._key() < o._key()

class DumpMixin:
    def dump(self):
        parts = []
        for k, v in sorted(vars(self).items()):
            val = f'"{v}"' if isinstance(v, str) else str(v)
            parts.append(f'"{k}": {val}')
        return "{" + ", ".join(parts) + "}"

class Person(ReprMixin, CompareMixin, DumpMixin):
    def __init__(self, name, age):
        self.name, self.age = name, age

ps = [Person("cy", 30), Person("al", 40), Person("al", 25)]
print(ps)
print(sorted(ps))
print(ps[0] == Person("cy", 30), ps[1] < ps[2])
print([p.dump() for p in ps])
print([k.__name__ for k in Person.__mro__])
