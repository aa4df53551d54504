# precision for floats and strings
x = 1234.56789
print(f"{x:.0f} {x:.1f} {x:.2f} {x:.5f} {x:.10f}")
print(f"{x:.0e} {x:.3e} {x:.3E} {x:e}")
print(f"{x:.1g} {x:.3g} {x:.6g} {x:.10g} {x:g} {x:G}")
small = 0.000012345
print(f"{small:f} {small:.8f} {small:e} {small:g} {small:.2g} {small:G}")
print(f"{1e16:g} {1e15:g} {123456.0:g} {1234567.0:g} {1e-4:g} {1e-5:g}")
s = "abcdefgh"
print(f"{s:.3} {s:.0}| {s:10.4}| {s:>10.4}| {s:^10.2}|")
print(f"{2 / 3:.3} {2 / 3:.3f} {200 / 3:.3} {2e10 / 3:.3}")
print(f"{0.5:.0f} {1.5:.0f} {2.5:.0f} {0.125:.2f} {0.375:.2f} {2.675:.2f}")
print(f"{1:.3f} {True:.2f} {10:.2e} {7:g}")
