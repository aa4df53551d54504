import json
import io
data = {"users": [{"id": 1, "roles": ["admin"]}, {"id": 2, "roles": []}], "count": 2}
buf = io.StringIO()
json.dump(data, buf)
print(buf.getvalue())
buf2 = io.StringIO()
json.dump(data, buf2, indent=2, sort_keys=True)
print(buf2.getvalue())
buf2.seek(0)
print(json.load(buf2) == data)
print(json.load(io.StringIO('[1, 2, {"a": null}]')))
try:
    json.load(io.StringIO("{bad json}"))
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)
lines = io.StringIO()
for rec in [{"a": 1}, {"b": [2, 3]}, {"c": "x\ny"}]:
    lines.write(json.dumps(rec) + "\n")
print(repr(lines.getvalue()))
parsed = [json.loads(l) for l in lines.getvalue().splitlines()]
print(parsed)
out = io.StringIO()
json.dump("é", out, ensure_ascii=False)
json.dump([1, 2], out, separators=(",", ":"))
print(out.getvalue())
class Custom(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        for chunk in super().iterencode(o, _one_shot):
            yield chunk.upper()
print(json.dumps({"key": "value"}, cls=Custom))
enc = json.JSONEncoder()
print("".join(json.JSONEncoder(indent=1).iterencode([{"x": 1}])))
