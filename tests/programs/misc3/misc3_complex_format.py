# formatting complex numbers
z = 3.14159 - 2.71828j
print(format(z, ".2f"), format(z, ".3e"), format(z, "g"), format(z, ""))
print(f"{z:.1f}|{z:>20.2f}|{z:<20.2f}|{z:+.2f}")
print(f"{1j:.2f}", f"{(1 + 0j):g}", f"{-0.5j}")
print("{:.3}".format(1 / 3 + 2 / 3j))
print(repr(complex(1.0, -0.0)), repr(complex(-0.0, 0.0)), repr(complex(0.0, -0.0)))
print(str(1e-7j), str(123456789012345678j))
for z in [1 + 1j, -2.5j, 1e10 + 1e-10j]:
    print(format(z, "10.3g"), format(z, "e"), repr(z))
print("{0.real} {0.imag}".format(3 - 7j), f"{(2 + 2j).conjugate():.1f}")
