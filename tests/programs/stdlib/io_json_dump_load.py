import io, json
buf = io.StringIO()
json.dump({"b": [1, 2.5, None], "a": "x"}, buf, sort_keys=True, indent=2)
print(buf.getvalue())
buf.seek(0)
print(json.load(buf))
print(json.load(io.StringIO('[1, {"k": true}]')))
out = io.StringIO()
for rec in [{"id": 1}, {"id": 2}]:
    json.dump(rec, out)
    out.write("\n")
print(repr(out.getvalue()))
print([json.loads(line) for line in io.StringIO(out.getvalue())])
json.load(io.StringIO("{bad json"))
