# parsing CSV-ish text by hand
raw = """name,age,city,score
Alice,30,Paris,88.5
Bob,25,Berlin,92
 Carol , 41 , Rome , 79.25
Dave,35,,100"""
lines = raw.splitlines()
header = [h.strip() for h in lines[0].split(",")]
rows = []
for line in lines[1:]:
    fields = [f.strip() for f in line.split(",")]
    rows.append(dict(zip(header, fields)))
for r in rows:
    print(r)
ages = [int(r["age"]) for r in rows]
scores = [float(r["score"]) for r in rows]
print(ages, sum(ages) / len(ages))
print(scores, max(scores), min(scores))
print([r["name"] for r in rows if not r["city"]])
out = "\n".join(",".join(r[h] for h in header) for r in rows)
print(out)
