# exception messages built from data, caught and summarised
errors = []
def validate(record):
    if "id" not in record:
        raise KeyError("id")
    if not isinstance(record["id"], int):
        raise TypeError(f"id must be int, got {type(record['id']).__name__}")
    if record.get("qty", 0) < 0:
        raise ValueError(f"negative qty {record['qty']} for id {record['id']}")
    return True

records = [{"id": 1, "qty": 2}, {"qty": 1}, {"id": "7"}, {"id": 3, "qty": -4}, {"id": 4}]
for r in records:
    try:
        validate(r)
        print("valid", r)
    except Exception as e:
        errors.append((type(e).__name__, str(e)))
for name, msg in errors:
    print(f"{name:<10} {msg}")
print(len(errors), "errors")
