# alignment counts code points, not bytes or display width
for s in ["abc", "ñandú", "日本語", "🐍", "e\u0301"]:
    print(f"|{s:<8}|{s:>8}|{s:^8}|", len(s))
print(f"{'é':*^5}", "{:-<6}".format("ü"), "%-6s|" % "ø", "%6s|" % "æ")
print("ñ".center(5, "·"), "日".rjust(3, "。"))
names = ["Zoë", "Łukasz", "Søren", "Ana"]
width = max(len(n) for n in names) + 2
for n in names:
    print(f"{n:.<{width}}{len(n.encode()):>3} bytes")
print(f"{'Ω':=^7}", f"{'→':>3}", f"{'€':<2}|")
