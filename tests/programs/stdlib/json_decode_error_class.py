import json
e = json.JSONDecodeError("Bad thing", "line1\nline2 here", 9)
print(repr(e), str(e), e.msg, repr(e.doc), e.pos, e.lineno, e.colno, e.args)
e2 = json.JSONDecodeError("x", "", 0)
print(e2, e2.lineno, e2.colno, isinstance(e2, ValueError), type(e2).__name__)
try:
    raise json.JSONDecodeError("Expecting thing", '{"a": }', 6)
except ValueError as ex:
    print(type(ex).__name__, ex, ex.pos)
try:
    json.JSONDecodeError("only msg")
except TypeError as ex:
    print("TypeError", ex)
def parse(text):
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        return ("error", err.msg, err.lineno, err.colno, err.pos, err.doc == text)
for text in ['{"ok": true}', '{"ok": tru}', '[1, 2,\n 3,\n ]', '"\\q"', '{"a": 1}}']:
    print(parse(text))
print(json.JSONDecodeError.__mro__[1:3], repr(json.JSONDecodeError))
raise json.JSONDecodeError("final", "abc\ndef", 5)
