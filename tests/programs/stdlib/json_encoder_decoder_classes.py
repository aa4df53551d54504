# json: JSONEncoder/JSONDecoder subclasses through cls=, their options and
# defaults, decode() trailing data, raw_decode positions.
import io
import json


class SetEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)


print(json.dumps({"s": {3, 1}}, cls=SetEncoder))
print(json.dumps({"s": {3, 1}, "b": 1}, cls=SetEncoder, indent=2, sort_keys=True))
try:
    json.dumps({"x": object()}, cls=SetEncoder)
except TypeError as e:
    print("TypeError:", e)
enc = json.JSONEncoder()
print(enc.item_separator, enc.key_separator, enc.indent, enc.sort_keys, enc.ensure_ascii)
enc2 = json.JSONEncoder(indent=1)
print(repr(enc2.item_separator), repr(enc2.key_separator))
enc3 = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)
print(enc3.encode({"é": [1, 2]}), list(enc3.iterencode([1])) != [])
print(json.JSONEncoder(default=str).encode({"d": object}))
try:
    json.JSONEncoder().encode(object())
except TypeError as e:
    print("TypeError:", e)
print(json.JSONEncoder(skipkeys=True).encode({(1, 2): 1, "k": 2}))
try:
    json.JSONEncoder(allow_nan=False).encode(float("nan"))
except ValueError as e:
    print("ValueError:", e)


class Upper(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)

    def hook(self, d):
        return {k.upper(): v for k, v in d.items()}


print(json.loads('{"a": {"b": 1}}', cls=Upper))
print(json.loads(b'{"a": 2}', cls=Upper))
dec = json.JSONDecoder()
print(dec.decode('  [1, 2]\n '), dec.raw_decode('{"a": 1} tail'), dec.raw_decode('xx[3]', 2))
for bad in ['[1] 2', '', '  ', '{"a" 1}']:
    try:
        dec.decode(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), "JSONDecodeError:", e, e.pos, e.lineno, e.colno)
print(json.JSONDecoder(parse_float=str, parse_int=float).decode("[1, 2.5]"))
print(json.JSONDecoder(object_pairs_hook=list).decode('{"b": 1, "a": 2}'))
print(json.JSONDecoder(parse_constant=lambda c: c.lower()).decode("[NaN, Infinity]"))
try:
    json.JSONDecoder(strict=True).decode('"a\tb"')
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)
print(repr(json.JSONDecoder(strict=False).decode('"a\tb"')))
buf = io.StringIO()
json.dump({"s": {2}}, buf, cls=SetEncoder)
print(buf.getvalue())
buf.seek(0)
print(json.load(buf, cls=Upper))
json.loads("[1,]", cls=json.JSONDecoder)
