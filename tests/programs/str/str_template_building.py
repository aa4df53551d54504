# building text reports with string methods
items = [("Widget", 4, 3.5), ("Gadget", 10, 12.25), ("Doohickey", 1, 99.99)]
width = 36
print("+" + "-" * (width - 2) + "+")
print("|" + "INVOICE".center(width - 2) + "|")
print("+" + "-" * (width - 2) + "+")
total = 0
for name, qty, price in items:
    line_total = qty * price
    total += line_total
    left = f"{name} x{qty}"
    right = f"{line_total:.2f}"
    print("| " + left + "." * (width - 4 - len(left) - len(right)) + right + " |")
print("+" + "-" * (width - 2) + "+")
t = f"{total:.2f}"
print("| " + "TOTAL".ljust(width - 4 - len(t)) + t + " |")
print("+" + "-" * (width - 2) + "+")
