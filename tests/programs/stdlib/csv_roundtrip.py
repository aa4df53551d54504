import csv, io
rows = [["id", "text", "value"]] + [[i, f"item {i}, \"q\"\nline", i * 1.5] for i in range(5)]
buf = io.StringIO()
csv.writer(buf).writerows(rows)
buf.seek(0)
back = list(csv.reader(buf))
print(back[0], back[1])
print(all(str(a) == b for r1, r2 in zip(rows, back) for a, b in zip(r1, r2)))
totals = {}
data = "dept,amount\nops,10\ndev,5\nops,7\n"
for rec in csv.DictReader(io.StringIO(data)):
    totals[rec["dept"]] = totals.get(rec["dept"], 0) + int(rec["amount"])
print(totals)
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["dept", "total"], lineterminator="\n")
w.writeheader()
for k, v in sorted(totals.items()):
    w.writerow({"dept": k, "total": v})
print(out.getvalue())
