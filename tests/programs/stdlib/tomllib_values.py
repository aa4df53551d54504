import tomllib

DOC = '''
# A config file
title = "TOML \\"Example\\" \\u00e9\\U0001F600"
literal = 'C:\\Users\\nodejs\\templates'
multi = """
Roses are red
  Violets are blue"""
folded = """\\
    The quick brown \\
    fox."""
raw_multi = \'\'\'
first line
  second \\n stays\'\'\'
quotes = """Here are two quotation marks: "". Simple enough."""
ends = """x"\"\"\"
"quoted key" = 1
'literal key' = 2
"" = "empty key"
a.b.c = 3
a . d = 4
3.14 = "pi"
int1 = +99
int2 = 1_000_000
hex = 0xDEAD_BEEF
oct = 0o755
bin = 0b1101_0110
neg = -17
zero = -0
flt1 = +1.0
flt2 = 3.1415
flt3 = -0.01
flt4 = 5e+22
flt5 = 6.626e-34
flt6 = 224_617.445_991_228
special = [inf, +inf, -inf, nan, +nan, -nan]
bools = [true, false]
odt1 = 1979-05-27T07:32:00Z
odt2 = 1979-05-27T00:32:00-07:00
odt3 = 1979-05-27T00:32:00.999999+05:30
odt4 = 1979-05-27 07:32:00.1234567z
ldt = 1979-05-27T07:32:00
ld = 1979-05-27
lt1 = 07:32:00
lt2 = 00:32:00.5
arr = [ 1, 2, 3, ]
nested = [ [ 1, 2 ], ["a", 'b'], [ {x = 1}, {} ] ]
multiline_arr = [
  "a",  # comment
  "b",
]
inline = { first = "Tom", last = "Preston-Werner", "q k" = { z = 1 }, a.b = 2 }
empty_inline = {}

[table]
key = "value"

[table.sub]
x = 1

[dog."tater.man"]
type.name = "pug"

[ j . "ʞ" . 'l' ]
v = true

[[products]]
name = "Hammer"
sku = 738594937

[[products]]

[[products]]
name = "Nail"
color = "gray"

[[fruits]]
name = "apple"

[fruits.physical]
color = "red"

[[fruits.varieties]]
name = "red delicious"

[[fruits.varieties]]
name = "granny smith"

[[fruits]]
name = "banana"

[[fruits.varieties]]
name = "plantain"
'''

data = tomllib.loads(DOC)
for k, v in data.items():
    print(repr(k), "=", repr(v))
print(type(data["odt1"]).__name__, data["odt1"].tzinfo, data["odt2"].utcoffset(), data["odt3"].isoformat())
print(type(data["ld"]).__name__, type(data["lt1"]).__name__, data["ldt"].tzinfo)
print(tomllib.loads(""), tomllib.loads("\n\n# only comments\n"), tomllib.loads("a = 1\r\nb = 2\r\n"))
print(tomllib.loads("x = 0.1", parse_float=str))
from decimal import Decimal
print(tomllib.loads("x = 1.5\ny = [2.25, inf]\nz = 3", parse_float=Decimal))
try:
    tomllib.loads("x = 1.5", parse_float=lambda s: [s])
except ValueError as e:
    print("ValueError", e)
try:
    tomllib.loads(b"a = 1")
except TypeError as e:
    print("TypeError", e)
import io
print(tomllib.load(io.BytesIO(b"a = 'b'\n[t]\nc = 1")))
try:
    tomllib.load(io.StringIO("a = 1"))
except TypeError as e:
    print("TypeError", e)
print(issubclass(tomllib.TOMLDecodeError, ValueError), tomllib.__all__ if hasattr(tomllib, "__all__") else None)
