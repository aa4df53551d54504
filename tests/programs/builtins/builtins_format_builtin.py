# format() builtin with various specs
print(format(3.14159, ".2f"), format(42, "05d"), format(255, "x"), format("s", ">5"), format(0.5, "%"))
print(format(1234567, ","), format(-3, "+d"), format(10, "b"), format(1e-7, "g"), format(True, ">6"))
print(repr(format(None)), repr(format("")), format(12.0), format(12))
print([format(i, "02d") for i in range(0, 12, 3)])
print(format(123.456, "10.1f") + "|", format("ab", "^6") + "|", format(7, "*<4") + "|")
try:
    format(1, "q")
except ValueError as e:
    print("ValueError:", e)
