# format() of floats with several specs
vals = [0.0, 1.0, -1.5, 3.14159265, 1234567.891, 0.000123456, 1e20, 2.5, 3.5]
for v in vals:
    print(format(v, ".2f"), format(v, ".3e"), format(v, ".4g"), format(v, "10.2f"), format(v, "<10.1f") + "|",
          format(v, ",.2f"), format(v, "%"), format(v, ".0f"))
print(format(0.5, ".0f"), format(1.5, ".0f"), format(2.5, ".0f"))
print(format(1e-5, "g"), format(1e-4, "g"), format(123456789.0, "g"), format(1e16, "g"))
print(format(12.0, "g"), format(12.0, "#g"), format(0.1, ".20f"))
print(format(float("inf"), "f"), format(float("nan"), ".2f"), format(-float("inf"), "e"))
table = [("apple", 1.5, 3), ("banana", 0.25, 12), ("cherry", 10.0, 1)]
for name, price, qty in table:
    print(f"{name:<8}|{price:>7.2f}|{qty:^5}|{price * qty:>9,.3f}")
print(format(-0.0, ".1f"), format(1e300, ".3g"), format(0.00001234, ".2e"))
