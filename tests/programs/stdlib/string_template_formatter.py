import string
t = string.Template("Hello $name, you owe $$${amount} (${name}!)")
print(t.substitute(name="Ann", amount="12.50"), t.template)
print(t.substitute({"name": "Bo", "amount": 3}), t.safe_substitute(name="Cy"))
print(string.Template("$a$b").substitute({"a": 1}, b=2), string.Template("${x}y").substitute(x="X"))
for tmpl, kw in [("$missing", {}), ("bad $", {}), ("${unclosed", {}), ("$1abc", {})]:
    try:
        print(repr(string.Template(tmpl).substitute(**kw)))
    except (KeyError, ValueError) as e:
        print(repr(tmpl), type(e).__name__ + ":", e)
print(string.Template("bad $ and $1abc and $ok").safe_substitute(ok="OK"))
print(string.Template("$who likes $what").get_identifiers(), string.Template("$a ${b} $$c $a").is_valid(), string.Template("$").is_valid())
class Pct(string.Template):
    delimiter = "%"
print(Pct("%user at %{host}: 100%%").substitute(user="root", host="box"))
f = string.Formatter()
print(f.format("{0} + {1} = {2:>5}", 2, 3, 5), f.format("{name:^9}|", name="mid"))
print(list(f.parse("a{0}b{x!r:>3}c{{d}}")))
print(string.capwords("  hello   big  world "), string.capwords("a-b c-d", "-"))
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(repr(string.whitespace), string.punctuation, len(string.printable))
print(string.ascii_lowercase.index("q"), string.ascii_uppercase[::5])
