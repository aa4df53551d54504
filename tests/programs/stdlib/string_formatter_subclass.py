import string
class Defaulting(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, f"<{key}?>")
        return super().get_value(key, args, kwargs)
f = Defaulting()
print(f.format("Hi {name}, your id is {uid:>6}", name="ann"))
print(f.format("{0} and {1!r} and {missing}", "pos", "r"))
class Upper(string.Formatter):
    def format_field(self, value, spec):
        if spec.endswith("u"):
            return format(value, spec[:-1]).upper()
        return super().format_field(value, spec)
    def convert_field(self, value, conversion):
        if conversion == "l":
            return str(value).lower()
        return super().convert_field(value, conversion)
u = Upper()
print(u.format("{0:>8u}|{1!l}|{2:.2f}", "shout", "QUIET", 3.14159))
class Strict(string.Formatter):
    def check_unused_args(self, used, args, kwargs):
        extra = set(kwargs) - used
        if extra:
            raise ValueError(f"unused: {sorted(extra)}")
try:
    Strict().format("{a}", a=1, b=2, c=3)
except ValueError as e:
    print("ValueError:", e)
print(Strict().format("{a}{b}", a=1, b=2))
base = string.Formatter()
for tmpl in ["{}", "{0}{}", "{:d}", "{x.real}", "{0[k]}", "{!z}", "{", "}"]:
    try:
        print(repr(tmpl), repr(base.format(tmpl, 5, x=2j) if "k" not in tmpl else base.format(tmpl, {"k": "v"})))
    except (ValueError, IndexError, KeyError, AttributeError) as e:
        print(repr(tmpl), type(e).__name__ + ":", e)
print(base.format("{:{}{}}", 7, ">", 4), base.format("{0:{fill}^{w}}", "mid", fill="*", w=9), base.vformat("{a}-{0}", ["z"], {"a": "A"}))
print([t for t in base.parse("{0.x[1]!s:>{w}} tail")], list(base.parse("")), list(base.parse("plain")))
