# an invalid format spec ends the program
price = 19.99
print(f"{1.5:>8}", f"{1.5:<8}|")
print(f"{price:.2f}", f"{price:>10}", f"{price:e}")
print(f"{price:+.1f}", f"{price:010.3f}", f"{price:,.0%}")
count = 3
print(f"{count:03d}", f"{count:b}", f"{count:.1f}")
label = "total"
print(f"{label:>10}", f"{label:.2}")
print(f"{label:d}")
