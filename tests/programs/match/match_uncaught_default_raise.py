# the default case raises for unsupported input, ending the program
def to_celsius(reading):
    match reading:
        case (float(v) | int(v), "C"):
            return v
        case (float(v) | int(v), "F"):
            return round((v - 32) * 5 / 9, 1)
        case (float(v) | int(v), "K"):
            return round(v - 273.15, 2)
        case (_, unit):
            raise ValueError(f"unknown unit {unit!r}")
        case other:
            raise TypeError(f"bad reading {other!r}")

for r in [(20, "C"), (212, "F"), (300.0, "K")]:
    print(r, "->", to_celsius(r))
try:
    to_celsius((5, "X"))
except ValueError as e:
    print("ValueError:", e)
to_celsius("hot")
