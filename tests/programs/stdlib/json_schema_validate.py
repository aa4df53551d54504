import json
schema = {"name": str, "age": int, "email": str, "tags": list}
docs = [
    '{"name": "Ann", "age": 30, "email": "a@x.io", "tags": ["x"]}',
    '{"name": "Bob", "age": "30", "email": "b@x.io", "tags": []}',
    '{"name": "Cy", "age": 41}',
    '{"name": "Di", "age": 22.0, "email": null, "tags": "t"}',
    '[1, 2, 3]',
    '{"name": "Ed", "age": true, "email": "e", "tags": []}',
    '{"name": "Fi" "age": 3}',
]
for raw in docs:
    try:
        doc = json.loads(raw)
    except json.JSONDecodeError as e:
        print("parse error:", e.msg, "at", e.pos)
        continue
    if not isinstance(doc, dict):
        print("not an object:", type(doc).__name__)
        continue
    problems = []
    for key, typ in schema.items():
        if key not in doc:
            problems.append(f"missing {key}")
        elif typ is int and isinstance(doc[key], bool):
            problems.append(f"{key}: bool is not int")
        elif not isinstance(doc[key], typ):
            problems.append(f"{key}: expected {typ.__name__}, got {type(doc[key]).__name__}")
    print(doc.get("name"), problems or "ok")
report = {"checked": len(docs), "ok": ["Ann"], "ratio": 1 / 7}
print(json.dumps(report), json.dumps(report, indent=None, separators=(", ", ": ")))
print(json.loads('{"a": {"b": {"c": {"d": [[[[1]]]]}}}}')["a"]["b"]["c"]["d"][0][0][0][0])
print(json.dumps({"nested": {"deeper": {"deepest": [1, {"x": [2, 3]}]}}}, indent=4))
print(json.loads('  \n\t {"ws" :\r\n 1 }  \n'), json.loads('"\\"quoted\\""'), json.loads("[]"), json.loads("{}"), json.loads("true"), json.loads("null"))
print(json.dumps(""), json.dumps([]), json.dumps({}), json.dumps([[]], indent=2), json.dumps({"a": {}}, indent=2))
