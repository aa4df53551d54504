# split, rsplit, splitlines
s = "  the quick  brown\tfox\njumps  "
print(s.split())
print(s.split(" "))
print(s.split(None, 2), s.rsplit(None, 2))
print("a,b,,c,".split(","), "a,b,,c,".split(",", 2), "a,b,,c,".rsplit(",", 2))
print("".split(), "".split(","), "   ".split(), "   ".split(" "))
print("a--b--c".split("--"), "a--b--c".rsplit("--", 1), "abc".split("abc"))
print("x=1;y=2;z=3".split(";"), [kv.split("=") for kv in "x=1;y=2;z=3".split(";")])
print("line1\nline2\r\nline3\rline4".splitlines())
print("line1\nline2\n".splitlines(), "line1\nline2\n".splitlines(True))
print("a\n\nb".split("\n"), "a\n\nb".splitlines(), "".splitlines())
print("1 2 3".split(maxsplit=1), "1 2 3".rsplit(maxsplit=1), "a b".split(sep=" "))
print("one\x0btwo\x0cthree\x1cfour".splitlines())
try:
    "abc".split("")
except ValueError as e:
    print("ValueError:", e)
