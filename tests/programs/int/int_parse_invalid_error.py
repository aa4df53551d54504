# int with an invalid literal: ends with ValueError
parts = "12,7,x9,4".split(",")
print(parts, [p.isdigit() for p in parts])
valid = [int(p) for p in parts if p.isdigit()]
print(valid, sum(valid))
print(int(" 12 "), int("-7"), int("+4"))
total = 0
for p in parts:
    print("parsing", repr(p))
    total += int(p)
print(total)
