# edge cases: big ints, negative zero, rounding halfway, huge widths
big = 2 ** 100
print(f"{big}", f"{big:,}", f"{big:e}", f"{big:.3g}", f"{big:x}")
print(f"{-0.0}", f"{-0.0:.1f}", f"{-0.0:+.1f}", f"{0.0:+}")
print(f"{0.05:.1f}", f"{0.15:.1f}", f"{0.25:.1f}", f"{0.35:.1f}", f"{1.005:.2f}")
print(f"{123.456:.0f}", f"{-123.456:.0f}", f"{999.9999:.2f}", f"{9.9999:.3g}")
print(f"{1/3:.20f}", f"{2/3:.17g}")
print(f"[{7:30}]", f"[{'s':>30}]")
print(f"{1e300 * 10:f}", f"{-1e300 * 10:10}", f"{float('nan'):>6}")
print(f"{5e-324:g}", f"{1.7976931348623157e308:g}", f"{1.7976931348623157e308:.3e}")
