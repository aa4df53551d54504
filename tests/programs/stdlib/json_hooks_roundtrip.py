import json
from collections import OrderedDict
doc = '{"z": 1, "a": {"y": [1, 2, {"q": null}]}, "m": "text", "z": 2}'
print(json.loads(doc))
print(json.loads(doc, object_pairs_hook=list))
print(json.loads(doc, object_pairs_hook=OrderedDict))
print(json.loads(doc, object_hook=lambda d: sorted(d)))
def tagged(d):
    if "__point__" in d:
        return ("point", d["x"], d["y"])
    return d
print(json.loads('[{"__point__": true, "x": 1, "y": 2}, {"k": {"__point__": 1, "x": 0, "y": 0}}]', object_hook=tagged))
records = [{"id": i, "name": f"user{i}", "score": i * 1.5, "active": i % 2 == 0, "tags": ["t"] * (i % 3)} for i in range(5)]
s = json.dumps(records, sort_keys=True)
print(s)
back = json.loads(s)
print(back == records, [r["name"] for r in back if r["active"]])
print(json.loads(json.dumps({"k": (1, 2)})))
print(json.loads(json.dumps({1: 2, 2.5: 3, None: 4, False: 5})))
dec = json.JSONDecoder()
print(dec.decode(' {"a": 1} '))
print(dec.raw_decode('{"a": 1} trailing text'))
print(dec.raw_decode('[1, 2]xyz'))
try:
    dec.raw_decode(' [1]')
except json.JSONDecodeError as e:
    print("raw_decode:", e)
obj, end = dec.raw_decode('"abc"def')
print(obj, end)
text = '{"a": 1}{"b": 2}  {"c": 3}'
pos, out = 0, []
while pos < len(text):
    while pos < len(text) and text[pos] == " ":
        pos += 1
    o, pos = dec.raw_decode(text, pos)
    out.append(o)
print(out)
