# !r, !s, !a conversions
s = "café\n"
print(f"{s!r} {s!s} {s!a}")
items = ["é", 'q"', "it's"]
print(f"{items!r} {items!s} {items!a}")
print(f"{42!r} {3.5!s} {None!r} {b'x'!r} {(1, 'a')!a}")
print(f"{'pad'!r:>10}|{'pad'!s:<6}|{'ü'!a:^10}|")
name = "Ann"
print(f"{name!r:*^11}")
print("{!r} {!s} {!a}".format("日", "日", "日"))
print("{0!r:>8}|{0!s:>8}|".format("x"))
