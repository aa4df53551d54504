# a formatted report combining many format features
rows = [
    ("Widget", 1200, 3.5, 0.125),
    ("Gadget", 85, 120.0, -0.05),
    ("Thingamajig", 1, 99999.99, 0.5),
    ("Nut", 1000000, 0.01, 0.0),
]
header = f"{'Item':<12}|{'Qty':>9}|{'Price':>11}|{'Change':>8}|{'Total':>14}"
print(header)
print("-" * len(header))
grand = 0
for name, qty, price, change in rows:
    total = qty * price
    grand += total
    print(f"{name:<12.10}|{qty:>9,}|{price:>11,.2f}|{change:>+8.1%}|{total:>14,.2f}")
print("=" * len(header))
print(f"{'TOTAL':<12}|{'':>9}|{'':>11}|{'':>8}|{grand:>14,.2f}")
print(f"{'avg price':>20}: {sum(r[2] for r in rows) / len(rows):.4g}")
print(f"{'max qty':>20}: {max(r[1] for r in rows):_}")
