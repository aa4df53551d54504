# thousands separators with , and _
for v in [0, 999, 1000, 1234567, -1234567, 10 ** 12]:
    print(f"{v:,} {v:_} {v:,d} {v:>15,} {v:015,}")
for v in [1234.5678, -9876543.21, 0.5, 1e10]:
    print(f"{v:,.2f} {v:_.3f} {v:,} {v:,.0f} {v:>20,.4f}")
print(f"{0xFFFFFFFF:_x} {0b10101010101:_b} {0o7777777:_o}")
print(f"{123456789:,}".replace(",", "."))
print(f"{1234567.891:,.2e} {12345678:,g}")
amounts = [1500, 23000.5, 1999999.999, -42]
for a in amounts:
    print(f"${a:>16,.2f}|{a:<16_.1f}|{a:^16,}|")
