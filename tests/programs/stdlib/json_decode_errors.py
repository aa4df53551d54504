import json
bad = ['', '   ', '[1,]', '{"a":1,}', '{1: 2}', '{"a" 1}', '[1 2]', '"abc', '"a\\x"', '"a\\u12"', '"\\uzzzz"',
       '"a\nb"', '1 2', '-', '-x', '01', '1.', '1e', '[', '{', '{"a"', '{"a":', '[1,', 'nul', 'tru', 'fals',
       '[1] x', '{"a": 1} {"b": 2}', '\ufeff[]', '[\n  1,\n  2,,\n]', '{\n"key": "value"\n"next": 1}', '"é" x', 'NaNx', "'single'"]
for d in bad:
    try:
        print(repr(d), json.loads(d))
    except json.JSONDecodeError as e:
        print(repr(d), "->", e, "|", e.msg, e.pos, e.lineno, e.colno)
for obj in [5, None, [1], {"a": 1}]:
    try:
        json.loads(obj)
    except TypeError as e:
        print("TypeError", e)
try:
    json.loads("[1", cls=None, foo=1)
except TypeError as e:
    print("TypeError", e)
try:
    json.loads(b"\xff\xfe")
except ValueError as e:
    print(type(e).__name__)
try:
    json.loads("x")
except ValueError as e:
    print("caught as ValueError:", type(e).__name__, isinstance(e, json.JSONDecodeError), repr(e))
print(json.JSONDecodeError, issubclass(json.JSONDecodeError, ValueError), json.JSONDecodeError.__name__)
json.loads('{"unterminated": [1, 2')
