# Read CSV text with the csv module from an in-memory buffer and aggregate it.
import csv
import io

REGIONS = ["north", "south", "east", "west", "central"]
PRODUCTS = ["widget", "gadget", "doohickey", "gizmo", "thingamajig", "sprocket"]

buf = io.StringIO()
w = csv.writer(buf)
w.writerow(["id", "date", "region", "product", "qty", "unit_price", "note"])
for i in range(40000):
    note = "" if i % 5 else f'rush, "priority" {i % 3}'
    w.writerow([i, f"2024-{i % 12 + 1:02d}-{i % 28 + 1:02d}", REGIONS[i % 5], PRODUCTS[(i * 7) % 6],
                (i * 13) % 20 + 1, f"{((i * 37) % 5000) / 100:.2f}", note])
text = buf.getvalue()

totals = {}
monthly = {}
rush = 0
for row in csv.DictReader(io.StringIO(text)):
    qty = int(row["qty"])
    revenue = qty * float(row["unit_price"])
    key = (row["region"], row["product"])
    t = totals.get(key)
    if t is None:
        t = totals[key] = [0, 0.0]
    t[0] += qty
    t[1] += revenue
    month = row["date"][:7]
    monthly[month] = monthly.get(month, 0.0) + revenue
    if row["note"].startswith("rush"):
        rush += 1

out = io.StringIO()
rw = csv.writer(out, lineterminator="\n")
rw.writerow(["region", "product", "qty", "revenue"])
for (region, product), (qty, rev) in sorted(totals.items(), key=lambda kv: -kv[1][1])[:5]:
    rw.writerow([region, product, qty, f"{rev:.2f}"])
print(out.getvalue(), end="")
best = max(monthly.items(), key=lambda kv: kv[1])
print("rows", sum(t[0] for t in totals.values()), "rush", rush, "best month", best[0], f"{best[1]:.2f}")
print("bytes", len(text))
