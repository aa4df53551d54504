# float() on a string with a comma decimal separator
readings = ["1.5", "2.25", "3,75", "4.0"]
print([r.replace(",", ".") for r in readings])
print(sum(float(r.replace(",", ".")) for r in readings))
total = 0.0
for r in readings:
    value = float(r)
    total += value
    print(r, value, total)
print(total)
