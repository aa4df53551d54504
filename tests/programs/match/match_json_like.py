# matching nested JSON-like data
def summarize(doc):
    match doc:
        case {"users": [{"name": first_name}, *others]}:
            return f"first user {first_name} and {len(others)} more"
        case {"users": []}:
            return "no users"
        case {"error": {"code": int(code), "message": str(msg)}}:
            return f"error {code}: {msg}"
        case {"error": str(msg)}:
            return f"error: {msg}"
        case {"data": {"items": [*items]}} if all(isinstance(i, int) for i in items):
            return f"sum of items {sum(items)}"
        case {"data": _}:
            return "data of unexpected shape"
        case list([*docs]):
            return " / ".join(summarize(d) for d in docs)
        case _:
            return "unrecognized"

docs = [{"users": [{"name": "ann", "id": 1}, {"name": "bob"}]}, {"users": []},
        {"error": {"code": 404, "message": "not found"}}, {"error": "boom"},
        {"data": {"items": [1, 2, 3]}}, {"data": {"items": [1, "x"]}},
        [{"users": []}, {"error": "x"}], 42]
for d in docs:
    print(summarize(d))
