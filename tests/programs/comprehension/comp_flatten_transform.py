# data munging with comprehensions
records = [
    {"name": "ann", "tags": ["a", "b"], "score": 88},
    {"name": "bob", "tags": [], "score": 42},
    {"name": "cy", "tags": ["b", "c", "a"], "score": 95},
]
print([r["name"].title() for r in records if r["score"] > 50])
print(sorted({t for r in records for t in r["tags"]}))
print({r["name"]: len(r["tags"]) for r in records})
print([(r["name"], t) for r in records for t in sorted(r["tags"])])
tag_index = {t: [r["name"] for r in records if t in r["tags"]] for t in sorted({t for r in records for t in r["tags"]})}
print(tag_index)
print(sum(r["score"] for r in records) / len(records))
grades = ["A" if s >= 90 else "B" if s >= 80 else "F" for s in (r["score"] for r in records)]
print(grades)
csv_rows = [",".join([r["name"], str(r["score"]), "|".join(r["tags"])]) for r in records]
print("\n".join(csv_rows))
