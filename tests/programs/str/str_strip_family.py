# strip/lstrip/rstrip with and without chars; removeprefix/removesuffix
s = "  \t hello world \n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "xyxhiyx".strip("xy"), "www.example.com".strip("cmowz."))
print("abcHELLOcba".lstrip("abc"), "abcHELLOcba".rstrip("abc"))
print(repr("...".strip(".")), repr("".strip()), "0042".lstrip("0"), "100".rstrip("0"))
print("hello.py".removesuffix(".py"), "hello.py".removesuffix(".txt"), "TestCase".removeprefix("Test"))
print("prefix_name".removeprefix("prefix_"), "aaa".removeprefix("a"))
lines = ["  apple  ", "banana\n", "\tcherry"]
print([l.strip() for l in lines])
print("--==title==--".strip("-="), "\u3000full width\u3000".strip())
print("  mixed \t\r\n".rstrip(" \n"))
