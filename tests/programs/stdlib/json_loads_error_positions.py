import json
docs = [
    "",
    "   ",
    "{",
    "[1, 2",
    "[1, 2,]",
    '{"a" 1}',
    '{"a": 1,}',
    "{'a': 1}",
    '{"a": 1} extra',
    "[1]\n[2]",
    "tru",
    "nul",
    '"unterminated',
    '"bad \\x escape"',
    '"bad \\u12 escape"',
    '"ctrl \n char"',
    "01",
    "-",
    "1.",
    "1e",
    "[1 2]",
    '{"a":1 "b":2}',
    "{1: 2}",
    "\ufeff[1]",
    "[\n  1,\n  2\n  3\n]",
    '{"k": [1, {"x": }]}',
    "NaNa",
    "[-Infinity, -inf]",
]
for doc in docs:
    try:
        print(repr(doc), "->", json.loads(doc))
    except json.JSONDecodeError as e:
        print(repr(doc), "->", type(e).__name__, "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e)
print(json.loads('"ctrl \n ok"', strict=False))
print(issubclass(json.JSONDecodeError, ValueError))
try:
    json.loads(b'{"a": }')
except ValueError as e:
    print("bytes:", e)
print(json.loads(b'[1, "x"]'), json.loads(bytearray(b"2")))
try:
    json.loads(5)
except TypeError as e:
    print("TypeError:", e)
