# string.Template placeholders, errors and subclass hooks; string.Formatter
# numbering, nesting, conversions and errors.
import string

T = string.Template
print(T("$a $$ ${b}").substitute(a=1, b=2))
for text in ["$", "x\n$", "ab\n$1", "a\r\nb$", "ok $ here"]:
    try:
        T(text).substitute()
    except ValueError as e:
        print(repr(text), "ValueError:", e)
print(T("$a $b $a ${c} $$ $").get_identifiers(), T("$a $").is_valid(), T("$a").is_valid())
print(T("$a $b $").safe_substitute({"a": 1}, b=2))
print(T("$a ${b}").safe_substitute({}), T("$who").substitute({"who": "map"}, who="kw"))
try:
    T("$a").substitute({}, {})
except TypeError as e:
    print("TypeError:", e)
try:
    T("$a").substitute({})
except KeyError as e:
    print("KeyError:", e)
print(T("$x").template, T.delimiter, T.braceidpattern)


class Percent(T):
    delimiter = "%"
    idpattern = "[a-z]+"


print(Percent("%x %% %{y} $z").substitute(x=1, y=2))


class Spaced(T):
    braceidpattern = r"[^}]+"


print(Spaced("${a b} $c").substitute({"a b": 1, "c": 2}))


class Upper(T):
    flags = 0
    idpattern = "[A-Z]+"


print(Upper("$AB$cd").safe_substitute(AB="x"))

f = string.Formatter()
print(f.format("{0} {1!r:>5} {x.real} {y[0]} {{}}", 1, "a", x=3, y=[9]))
print(f.format("{:{}}|{:>{w}}|", "ab", 5, "c", w=3))
print(f.format("{0[k]} {0[1]}", {"k": "v", 1: "one"}))
print(f.format("{!a} {!s}", "é", 2))
for template, args in [("{0}{}", (1, 2)), ("{}{0}", (1, 2)), ("{", ()), ("}", ()),
                       ("{0!x}", (1,)), ("{0:{1:{2:{3}}}}", (1, 2, 3, 4)), ("{a}", ()),
                       ("{5}", ())]:
    try:
        print(f.format(template, *args))
    except Exception as e:
        print(repr(template), type(e).__name__ + ":", e)
print(list(f.parse("a{0!r:x}b{}{{c")))
print(f.get_field("0.real", (5,), {}), f.get_value("k", (), {"k": 1}))
print(f.convert_field(3, "r"), f.convert_field("x", None), f.format_field(3.14159, ".2f"))


class Strict(string.Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        unused = set(kwargs) - used_args
        if unused:
            raise ValueError(f"unused: {sorted(unused)}")


print(Strict().format("{a}", a=1))
try:
    Strict().format("{a}", a=1, b=2)
except ValueError as e:
    print("ValueError:", e)


class Defaults(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, f"<{key}?>")
        return super().get_value(key, args, kwargs)


print(Defaults().format("{name} is {age}", name="Ann"))
print(string.capwords("hello   big  world"), string.capwords("a-b c-d", "-"))
T("$bad $").substitute(bad=1)
