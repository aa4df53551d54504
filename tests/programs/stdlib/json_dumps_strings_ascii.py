import json
texts = ["plain", "quote\" and \\ backslash", "tab\tnew\nline\r", "\x00\x1f\x7f", "café", "日本語", "emoji 😀", "\u2028\u2029", "/slash/"]
for t in texts:
    print(json.dumps(t), json.dumps(t, ensure_ascii=False))
print(json.dumps({"ключ": "значение"}))
print(json.dumps({"ключ": "значение"}, ensure_ascii=False))
for s in ['"\\u00e9"', '"\\ud83d\\ude00"', '"a\\/b"', '"\\b\\f\\n\\r\\t"', '"\\u0041\\u0042"']:
    v = json.loads(s)
    print(s, repr(v), len(v))
rt = {"msg": "héllo\n\"wörld\"", "list": ["\t", "😀"]}
print(json.loads(json.dumps(rt)) == rt, json.loads(json.dumps(rt, ensure_ascii=False)) == rt)
