# table of numbers in several bases using format specs
for n in [0, 1, 2, 7, 8, 15, 16, 100, 255, 256, 1000, 65535]:
    print(f"{n:>6d} {n:>16b} {n:>6o} {n:>5x} {n:>5X} {n:#08x}")
print([bin(i).count("1") for i in range(17)])
print(int("".join(reversed(bin(37)[2:])), 2))
gray = [i ^ (i >> 1) for i in range(16)]
print(gray)
print([format(g, "04b") for g in gray])
def roman(n):
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for value, sym in table:
        count, n = divmod(n, value)
        out += sym * count
    return out
print([roman(n) for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]])
