# an invoice printed with %-formatting only
items = [("Coffee beans 1kg", 2, 18.5), ("Filter papers", 3, 2.25), ("Mug", 1, 9.0)]
print("%-20s %5s %9s %10s" % ("Item", "Qty", "Unit", "Amount"))
print("%s" % ("-" * 47))
subtotal = 0.0
for name, qty, unit in items:
    amount = qty * unit
    subtotal += amount
    print("%-20.20s %5d %9.2f %10.2f" % (name, qty, unit, amount))
vat = subtotal * 0.2
print("%36s %10.2f" % ("Subtotal", subtotal))
print("%36s %10.2f" % ("VAT 20%", vat))
print("%36s %10.2f" % ("Total", subtotal + vat))
print("%(n)d items, %(avg).3f avg" % {"n": len(items), "avg": subtotal / len(items)})
print("%08.3f|%-8.1e|%+.0f" % (subtotal, vat, -0.4))
