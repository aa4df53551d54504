# split, rsplit, splitlines, strip and partition corner cases
samples = [b"", b"   ", b"a b  c", b"  lead and trail  ", b"\ta\x0bb\x0cc\rd\ne", b"\x1cx\x1dy"]
for s in samples:
    print(s.split(), s.rsplit(), s.split(None, 1), s.rsplit(None, 1), s.split(maxsplit=0))
print(b"a,b,,c,".split(b","), b"a,b,,c,".rsplit(b",", 2), b",".split(b","), b"".split(b","))
print(b"a--b--c".split(b"--", 1), b"a--b--c".rsplit(b"--", 1), b"abc".split(b"abc"))
print(b"x".split(b"x", -1), b"aaa".split(b"a"), b"aaa".split(b"aa"), b"aaa".rsplit(b"aa"))
lines = b"one\ntwo\r\nthree\rfour\x0bfive\x0c\x1csix\n\n"
print(lines.splitlines(), lines.splitlines(keepends=True), b"".splitlines(), b"\n".splitlines())
print(b"  xy  ".strip(), b"xxhixx".strip(b"x"), b"abcba".strip(b"ab"), b"\t\n x \r".strip())
print(b"hello".lstrip(b"leh"), b"hello".rstrip(b"ol"), b"aaa".strip(b"a"), b"abc".strip(b""))
print(b"abc".strip(None), b"\x00ab\x00".strip(b"\x00"), bytearray(b"  z ").strip())
print(b"k=v=w".partition(b"="), b"k=v=w".rpartition(b"="), b"kvw".partition(b"="), b"kvw".rpartition(b"="))
print(b"abc".partition(b"abc"), b"abcabc".rpartition(b"bc"), bytearray(b"a:b").partition(b":"))
print(b"prefix-body".removeprefix(b"prefix-"), b"body.txt".removesuffix(b".txt"), b"x".removeprefix(b"xy"))
print(b"abc".replace(b"", b"-"), b"abc".replace(b"", b"-", 2), b"aaa".replace(b"a", b"bb", 2), b"abc".replace(b"b", b""))
print(b"abc".replace(b"x", b"y"), b"".replace(b"", b"z"), b"abab".replace(b"ab", b"ba", 0), b"abab".replace(b"ab", b"ba", -5))
