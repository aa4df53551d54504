# int with an invalid literal: ends with ValueError
parts = "12,7,x9,4".split(",")
total = 0
for p in parts:
    print("parsing", repr(p))
    total += int(p)
print(total)
