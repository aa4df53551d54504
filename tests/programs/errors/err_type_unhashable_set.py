# putting a dict into a set
seen = set()
records = [("a", 1), ("b", 2), ("a", 1)]
for r in records:
    seen.add(r)
print(len(seen), sorted(seen))
payload = {"a": 1}
print(tuple(sorted(payload.items())) in seen, ("a", 1) in seen)
seen.add(tuple(sorted(payload.items())))
print(len(seen))
seen.add(payload)
