# nested replacement fields in format specs
value = 3.14159265
for width, prec in [(10, 2), (8, 4), (12, 0)]:
    print(f"[{value:{width}.{prec}f}]")
align = "^"
fill = "~"
print(f"[{'mid':{fill}{align}{15}}]")
for a in "<^>":
    print(f"[{'x':{a}7}]", "[{:{}7}]".format("y", a))
fmt = ".3e"
print(f"{value:{fmt}}", format(value, fmt))
cols = [("Name", 10, "<"), ("Qty", 5, ">"), ("Price", 8, ">")]
print("".join(f"{h:{al}{w}}" for h, w, al in cols))
rows = [("apple", 3, 1.25), ("kiwi", 12, 0.5)]
for r in rows:
    print(f"{r[0]:<10}{r[1]:>5}{r[2]:>8.2f}")
print("{:{width}.{prec}}".format(2.718281828, width=10, prec=4))
