# presentation types b c d e E f F g G n o s x X %
n = 65
print(f"{n:b}|{n:c}|{n:d}|{n:e}|{n:E}|{n:f}|{n:F}|{n:g}|{n:G}|{n:n}|{n:o}|{n:x}|{n:X}|{n:%}")
f = 0.256
print(f"{f:e}|{f:E}|{f:f}|{f:F}|{f:g}|{f:G}|{f:n}|{f:%}|{f:.1%}|{f:.0%}")
inf, nan = float("inf"), float("nan")
print(f"{inf:f}|{inf:F}|{nan:f}|{nan:F}|{-inf:e}|{inf:E}|{nan:g}|{nan:G}|{inf:%}")
print(f"{'text':s}|{'text':>8s}|{'':s}|")
print(f"{9731:c}|{128013:c}|{10:c}".replace("\n", "\\n"))
print(f"{1e-10:G}|{1.5e300:E}|{123456789:e}")
print(f"{255:08b}|{-5:b}|{-255:X}|{True:d}|{False:x}")
print(format(65, "c"), format(3.0, "n"), format(1000000, "n"))
