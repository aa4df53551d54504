import tomllib

BAD = [
    "a = ", "a", "= 1", "a = 1 b = 2", "a = 1\na = 2", "[a]\n[a]", "a.b = 1\n[a]",
    "[a]\nb.c=1\n[a.b]", "[a.b]\n[a]\nb.x = 1", "a = [1, 2", "a = {b = 1",
    "a = {b = 1,}", "a = {b = 1\n}", 'a = "abc', 'a = "a\nb"', "a = 'abc",
    'a = """abc', "a = '''abc", 'a = "\\q"', 'a = "\\u12"', 'a = "\\uD800"',
    "a = 01", "a = 1__0", "a = _1", "a = 1_", "a = 0x", "a = 1.", "a = .5",
    "a = 1e", "a = +0x1", "a = 1979-13-01", "a = 1979-02-30", "a = 1979-05-27T25:00:00",
    "a = tru", "[a", "[[a]", "[a]]", "a = {b = 1, b = 2}", "a = {b = 1, b.c = 2}",
    "a = {b = {}, b.c = 1}", "a = [1]\n[[a]]", "a = {}\n[a]", "a = {}\n[a.b]",
    "a = 1\n[a]", "a = 1\n[[a]]", "a = 1\na.b = 2", "[[a]]\n[a]", 'a = "\x01"',
    "# \x00 comment", "a = 1 # \x7f", '"a\nb" = 1', "a. = 1", "a = [1,,2]",
    "a = [,]", "a\n= 1", "a = 1\rb = 2", "a=[1 2]", "a = 'x\ny'", "x = inf1",
    'a = """\\   x"""', "a = {}\na.b = 1", "a = [{}]\na.b = 1", "a = 1\n\n\n  b = ",
    "\ta = 1\n  [a.b]  \nc = 1", "a = 1979-05-27 07:32",
]
for doc in BAD:
    try:
        print(repr(doc), "->", tomllib.loads(doc))
    except tomllib.TOMLDecodeError as e:
        print(repr(doc), "!!", type(e).__name__, e)
