# converting between row-oriented and column-oriented tables
rows = [
    {"id": 1, "city": "Oslo", "temp": -3.5},
    {"id": 2, "city": "Rome", "temp": 14.0},
    {"id": 3, "city": "Cairo", "temp": 24.25},
]
cols = {k: [r[k] for r in rows] for k in rows[0]}
print(cols)
back = [dict(zip(cols, vals)) for vals in zip(*cols.values())]
print(back == rows, back[1])
by_id = {r["id"]: r for r in rows}
print(by_id[3]["city"], sorted(by_id))
warm = {r["city"]: r["temp"] for r in rows if r["temp"] > 0}
print(warm)
mean = sum(cols["temp"]) / len(cols["temp"])
print(round(mean, 3))
widths = {k: max(len(str(k)), *(len(str(v)) for v in cols[k])) for k in cols}
print(widths)
print(" | ".join(str(k).ljust(widths[k]) for k in cols))
for r in rows:
    print(" | ".join(str(r[k]).ljust(widths[k]) for k in cols))
