# int(str, base) parsing
print(int("42"), int("-17"), int("  99  "), int("+5"))
print(int("1010", 2), int("ff", 16), int("FF", 16), int("777", 8), int("z", 36))
print(int("0x1f", 16), int("0b101", 2), int("0o17", 8))
print(int("0x1f", 0), int("0b101", 0), int("0o17", 0), int("123", 0))
print(int("1_000_000"), int("0x_ff", 16), int("1_0", 2))
print(int("-0x10", 16), int("  -0b11  ", 0))
print(int("zz", 36), int("Hello", 36))
print(int("123456789012345678901234567890"))
print(int(3.99), int(-3.99), int(True), int(False))
print(int("٣"))  # Arabic-indic digit three
print(int("10", base=3))
for s, b in [("12", 3), ("12", 10), ("12", 16), ("12", 36)]:
    print(s, b, int(s, b))
for bad in ["", "abc", "1.5", "0x10", "1__0", "_1"]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    int("12", 2)
except ValueError as e:
    print(e)
try:
    int("5", 1)
except ValueError as e:
    print(e)
