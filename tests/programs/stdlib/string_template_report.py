from string import Template
import string
email = Template("""Dear $name,
Your order #$order_id of $$${total} ships on ${date}.
-- $shop""")
orders = [
    {"name": "Ann", "order_id": 17, "total": "19.99", "date": "Mon", "shop": "Acme"},
    {"name": "Bob", "order_id": 18, "total": 5, "date": "Tue"},
]
for o in orders:
    print(email.safe_substitute(o))
    try:
        email.substitute(o)
    except KeyError as e:
        print("KeyError:", e)
class Braces(Template):
    delimiter = "#"
    idpattern = r"[a-z]+"
print(Braces("#greet, #{who}! ## #Upper").safe_substitute(greet="hi", who="you"))
class Dotted(Template):
    idpattern = r"[_a-z][_a-z0-9.]*"
print(Dotted("$user.name is $user.age").substitute({"user.name": "zed", "user.age": 40}))
print(Template("$x").substitute(x=[1, 2]), Template("$x$x").substitute(x=0), Template("no vars").substitute())
try:
    Template("$x $").substitute(x=1)
except ValueError as e:
    print("ValueError:", e)
try:
    Template("line1\n  $\nline3").substitute()
except ValueError as e:
    print("ValueError:", e)
print(sorted(Template("$b $a ${c} $a $$d").get_identifiers()), Template("$ok $").is_valid())
print(Template.delimiter, Template("$a").template, Template.idpattern)
f = string.Formatter()
print(f.vformat("{0}-{k}", ("pos",), {"k": "kw"}), f.format("{:08.3f}", 3.14159), f.format("{0[1]}{1[a]}", [1, 2], {"a": "A"}))
print(f.get_field("0.real", (5,), {}), f.convert_field("x", "r"), f.format_field(255, "#x"))
