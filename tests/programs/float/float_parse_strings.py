# float() parsing of strings
for s in ["3.14", "  -2.5 ", "1e3", "1E-3", ".5", "5.", "-.5e1", "1_000.5", "+7", "16",
          "inf", "-Infinity", "nan", "1e308", "2e308", "4.9e-324", "1e-400", "123456789.123456789"]:
    print(repr(s), float(s))
print(float(3), float(True), float(-0), float(10 ** 15))
for bad in ["", "abc", "1.2.3", "1e", "--1", "1 2", "0x10", "_1.0"]:
    try:
        float(bad)
    except ValueError as e:
        print(e)
try:
    float([1.0])
except TypeError as e:
    print(e)
print(float("  12  "), float("\n3.5\t"))
