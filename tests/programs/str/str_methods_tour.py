s = "  Hello, World! Hello again.  "
print(s.strip(), s.lstrip(), s.rstrip(), sep='|')
print(s.split(), s.split(','), s.split('Hello', 1), s.rsplit(None, 1), s.rsplit('l', 2))
print(s.find('Hello'), s.rfind('Hello'), s.index('World'), s.count('l'), s.count(''))
print(s.replace('Hello', 'Bye'), s.replace('Hello', 'Bye', 1), s.replace('', '-', 3))
print("abc".center(9, '*'), "abc".ljust(6, '.'), "abc".rjust(6), "42".zfill(5), "-42".zfill(6), "+x".zfill(4))
print("hello world foo".title(), "HeLLo".swapcase(), "hello".capitalize(), "ß".upper(), "İ".lower(), "ﬁ".upper())
print("a,b,,c".split(','), "a b  c".split(' '), "line1\nline2\r\nline3\r".splitlines(), "x\ny\n".splitlines(True))
print("-".join(['a', 'b', 'c']), "".join(reversed("abc")), "abc"[::-1], "abcdef"[1:5:2])
print("hello".startswith(('he', 'x')), "hello".endswith('lo', 0, 5), "hello".startswith('l', 2))
print("tab\there".expandtabs(), "a\tbc\tdef".expandtabs(4), repr("x\ty".expandtabs(1)))
print("abc".isalpha(), "abc1".isalnum(), "123".isdigit(), "½".isnumeric(), "²".isdigit(), "²".isdecimal(), " \t".isspace(), "Abc Def".istitle(), "abc".islower(), "ABC1".isupper(), "_x1".isidentifier(), "1x".isidentifier())
print("a-b_c d".partition('_'), "a-b_c d".rpartition('-'), "abc".partition('z'), "abc".rpartition('z'))
print("prefix_name".removeprefix("prefix_"), "file.txt".removesuffix(".txt"), "x".removeprefix("y"))
t = str.maketrans({'a': '1', 'b': None, 'c': 'xyz'})
print("abcabc".translate(t), "hello".translate(str.maketrans('el', 'ip')), "hello".translate(str.maketrans('', '', 'l')))
print("Straße".casefold(), "ǅ".lower(), "ǅ".upper(), "ǆ".title())
print(repr("it's"), repr('say "hi"'), repr('both \' and "'), repr("\x00\x7f\u200b\U0001F600\n\\"), ascii("naïve ☃"))
print("%s" % [1, 'a'], str(b'abc'), str(b'abc', 'ascii'), "abc".encode(), "é".encode('utf-8'), "é".encode('latin-1'))
try:
    "é".encode('ascii')
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
try:
    b'\xff'.decode('utf-8')
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
print(b'\xff'.decode('utf-8', 'replace'), b'\xffab'.decode('ascii', 'ignore'), "é".encode('ascii', 'replace'), "é☃".encode('ascii', 'xmlcharrefreplace'), "é".encode('ascii', 'backslashreplace'))
try:
    "abc".index('z')
except ValueError as e:
    print(type(e).__name__, e)
try:
    "a".join([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    "abc" + 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    "abc".center(5, 'ab')
except TypeError as e:
    print(type(e).__name__, e)
print("aaa".split('a'), "".split(), "".split(','), " a ".split(None), "a1b2c3".split('1', maxsplit=0))
print(min("hello"), max("hello"), sorted("hello"), "l" in "hello", "hello" * 2, 3 * "ab")
print("{:>3}".format("abcdef"), "Hello"[10:], "Hello"[-100:2], ord('€'), chr(8364), hex(ord('a')))
