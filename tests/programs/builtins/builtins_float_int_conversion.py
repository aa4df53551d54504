# float() and int() with keyword args and errors
print(float("1.5"), float(" -2 "), float(7), float("inf"), float("-0"), float("3.25"))
print(int("42"), int("-0x1A", 16), int("0b11", base=0), int(9.99), int(-9.99), int("  7  "), int(5))
print(int("z", 36), int("Z", base=36), int(True), float(False))
for bad in ["4.5", "", " ", "1e3", "0o9"]:
    try:
        int(bad, 0) if bad.startswith("0o") else int(bad)
    except ValueError as e:
        print("ValueError:", e)
for bad in ["abc", "1.2.3", ""]:
    try:
        float(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    int(["1"])
except TypeError as e:
    print("TypeError:", e)
