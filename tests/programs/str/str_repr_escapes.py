# repr of strings: quote selection and escapes
cases = ["plain", "it's", 'say "hi"', "both ' and \"", "tab\there", "new\nline", "back\\slash",
         "bell\a", "\x00\x01\x7f", "\r\n", "é", "\u200b", "\x80\x9f", "ok", "🐍", "\t\v\f",
         "", " ", "'", '"', "'\"'"]
for c in cases:
    print(repr(c))
print(repr("a\x1bb"), repr("\xa0"), repr("\xad"), repr("\u2028"))
print(str(["it's", 'q"q', "\n"]))
print(repr(["é", "\t"]), repr(("x",)))
print(ascii("naïve\n"), ascii(["ü", "ok"]))
print(repr("\N{GREEK SMALL LETTER ALPHA}"), "\N{BLACK STAR}")
print(len("\x41\u0042\U00000043"), "\x41\u0042\U00000043")
print(r"raw\nstring", len(r"\n"), r"C:\path\to")
