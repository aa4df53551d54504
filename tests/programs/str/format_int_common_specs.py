for i in [0, 5, -5, 42, -42, 255, 10**12, -10**12, 2**63-1, -2**63]:
    for spec in ["", "0", "00", "d", "5", "05", "5d", "05d", "02d", "x", "08x", "X", "04X", "o", "b", "012b", "3", "000", "999"]:
        print(repr(format(i, spec))[:60], end=" ")
    print(f"{i:02d}|{i:>6}|{i:06}|{i:,}|{i:+d}|{i:#x}")
print(format(True, "d"), format(True, "05"), format(False, ""), f"{True:3}")
