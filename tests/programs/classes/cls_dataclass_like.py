# hand-written dataclass-like class generating __init__/__repr__/__eq__ behaviour
class Record:
    fields = ()
    def __init__(self, *args, **kwargs):
        if len(args) > len(self.fields):
            raise TypeError(f"too many args for {type(self).__name__}")
        for name, val in zip(self.fields, args):
            setattr(self, name, val)
        for name, val in kwargs.items():
            if name not in self.fields:
                raise TypeError(f"unknown field {name!r}")
            setattr(self, name, val)
    def __repr__(self):
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in self.fields)
        return f"{type(self).__name__}({inner})"
    def __eq__(self, other):
        return type(self) is type(other) and all(getattr(self, f) == getattr(other, f) for f in self.fields)
    def replace(self, **changes):
        vals = {f: getattr(self, f) for f in self.fields}
        vals.update(changes)
        return type(self)(**vals)

class User(Record):
    fields = ("name", "age", "email")

u = User("ann", 31, email="a@x.org")
print(u)
print(u == User("ann", 31, "a@x.org"), u == u.replace(age=32))
print(u.replace(name="bob"))
for bad in [lambda: User(1, 2, 3, 4), lambda: User(nick="x")]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
