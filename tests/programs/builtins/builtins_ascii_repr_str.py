# ascii, repr and str on many values
vals = ["plain", "naïve", "日本", "emoji 🐍", "tab\t", 42, 3.5, None, [1, "é"], ("ü",), {"ß": 1}, b"\xff", True]
for v in vals:
    print(ascii(v), repr(v), str(v))
print(repr(repr("x")), str(str("x")), repr(str(1)), str(repr(1)))
print(ascii("\x00\x7f\x80\u00ff\u0100\uffff\U00010000"))
print(len(repr("é")), len(ascii("é")))
for s in ["quote'", 'dq"', "both'\"", "back\\slash"]:
    print(repr(s), ascii(s), str(s))
print(repr(1.0), str(1.0), repr(-0.0), repr(1e100), repr(10 ** 25))
print(str([1.5, "x"]), repr([1.5, "x"]), ascii([1.5, "ẋ"]))
