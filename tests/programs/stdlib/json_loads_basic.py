import json
docs = ['{"a": 1, "b": [true, false, null], "c": {"d": "e"}}', '[1, -2, 3.5, -0.25, 1e3, 2E-3, 0, -0, 1.0e+2]',
        '"just a string"', '  42  ', 'null', '123456789012345678901234567890', '-9.87654321e-100', '1e400', '-1e400',
        '[]', '{}', ' [ ] ', '{ "k" : { } }', '[[[[1]]]]', '"\\u0041\\u00e9\\u4e2d\\ud83d\\ude00"',
        '"esc: \\" \\\\ \\/ \\b \\f \\n \\r \\t"', '{"dup": 1, "other": 2, "dup": 3}', '[NaN, Infinity, -Infinity]',
        '\n\t{"multi":\n  [1,\n   2]\n}\r\n', '"ünïcödé"', '[0.1, 0.30000000000000004, 5e-324, 1.7976931348623157e308]']
for d in docs:
    v = json.loads(d)
    print(repr(v), type(v).__name__)
print(json.loads(b'{"bytes": "ok \xc3\xa9"}'), json.loads(b'\xef\xbb\xbf[1, 2]'))
print(json.loads('[1.5, 2, "3"]', parse_float=lambda s: "F" + s, parse_int=lambda s: int(s) * 100))
print(json.loads('{"a": 1, "b": {"c": 2}}', object_hook=lambda d: sorted(d)))
print(json.loads('{"z": 1, "a": 2, "z": 3}', object_pairs_hook=lambda pairs: pairs))
print(json.loads('[NaN, -Infinity]', parse_constant=lambda name: "const:" + name))
print(json.loads('"tab\there"', strict=False), json.loads('{"a":"line\nbreak"}', strict=False))
data = {"list": [1, 2.5, "x", None, True], "obj": {"k": [{"deep": []}]}, "uni": "é😀"}
for kw in [{}, {"indent": 2}, {"ensure_ascii": False}, {"sort_keys": True, "separators": (",", ":")}]:
    print(json.loads(json.dumps(data, **kw)) == data)
big = json.loads("[" + ",".join(str(i) for i in range(1000)) + "]")
print(len(big), sum(big), big[-1])
print(json.loads(json.dumps(2**200)) == 2**200, json.loads("1" * 4000) % 97)
