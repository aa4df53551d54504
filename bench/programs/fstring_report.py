# Text report formatting with f-strings: alignment, widths, precision, thousands separators.
ITEMS = ["apples", "bananas", "cherries", "dates", "elderberries", "figs", "grapes", "honeydew"]

lines = []
grand = 0.0
for block in range(5000):
    lines.append(f"{'=' * 20} Block {block:>5d} {'=' * 20}")
    lines.append(f"{'item':<14}|{'qty':>6}|{'price':>10}|{'total':>12}|{'pct':>7}")
    sub = 0.0
    rows = []
    for k in range(8):
        name = ITEMS[(block + k) % len(ITEMS)]
        qty = (block * 7 + k * 13) % 500 + 1
        price = ((block * 31 + k * 17) % 10000) / 100
        total = qty * price
        sub += total
        rows.append((name, qty, price, total))
    for name, qty, price, total in rows:
        lines.append(f"{name:<14}|{qty:>6,}|{price:>10.2f}|{total:>12,.2f}|{total / sub:>7.1%}")
    grand += sub
    lines.append(f"{'subtotal':<14}|{'':>6}|{'':>10}|{sub:>12,.2f}|{'':>7}")
    lines.append(f"{block!r:>4} {sub:e} {int(sub):#x} {int(sub):08b} {name!s:^12} {qty=}")

report = "\n".join(lines)
print(len(lines), len(report))
print(lines[1])
print(lines[3])
print(lines[-1])
print(f"grand total: {grand:,.2f} ({grand:.3e})")
