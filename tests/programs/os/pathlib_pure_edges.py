# pathlib pure-path edges: suffixes, with_* errors, comparisons, joining,
# relative_to, match, parents, and what "/" refuses.
from pathlib import PurePath, PurePosixPath, Path

for text in ["a/b.tar.gz", ".bashrc", "x.", "dir/", "/", "", "..", "a/.hidden.txt", "v1.2/"]:
    p = PurePosixPath(text)
    print(repr(text), str(p), repr(p.name), repr(p.suffix), p.suffixes, repr(p.stem), p.parts)
p = PurePath("/usr//local/./bin/../x.py")
print(p, type(p).__name__, p.root, p.anchor, repr(p.drive), p.is_absolute(), p.parent, list(map(str, p.parents)))
print(PurePosixPath("//srv/x"), PurePosixPath("///srv/x"), PurePosixPath("a", "/b", "c"))
print(p.with_name("y.txt"), p.with_suffix(".md"), p.with_suffix(""), p.with_stem("z"))
for call in [lambda: p.with_name(""), lambda: p.with_name("a/b"), lambda: p.with_suffix("md"),
             lambda: p.with_suffix("."), lambda: PurePosixPath("/").with_name("x"),
             lambda: PurePosixPath("").with_suffix(".a")]:
    try:
        print(call())
    except ValueError as e:
        print("ValueError:", e)
a, b = PurePosixPath("a/b"), PurePosixPath("a/c")
print(a < b, a <= a, b > a, a >= b, a == PurePosixPath("a//b/"), a != "a/b", sorted([b, a]))
print(hash(a) == hash(PurePosixPath("a/b")), len({a, PurePosixPath("a/./b")}))
try:
    a < "a/c"
except TypeError as e:
    print("TypeError:", e)
print(a / "x", "root" / a, a / PurePosixPath("/abs"), a.joinpath("p", "q"))
try:
    a / 3
except TypeError as e:
    print("TypeError:", e)
print(PurePosixPath("/a/b/c").relative_to("/a"), PurePosixPath("/a/b").relative_to("/a", "b"))
for base in ["/x", "a", "b"]:
    try:
        print(PurePosixPath("/a/b").relative_to(base))
    except ValueError as e:
        print("ValueError:", e)
print(PurePosixPath("/a/b").is_relative_to("/a"), PurePosixPath("/a/b").is_relative_to("/b"))
print(PurePosixPath("a/b.py").match("*.py"), PurePosixPath("/a/b.py").match("/*.py"),
      PurePosixPath("a/b.py").match("a/*.py"), PurePosixPath("b.py").match("a/*.py"))
try:
    PurePosixPath("a").match("")
except ValueError as e:
    print("ValueError:", e)
print(PurePosixPath("/a b").as_uri(), PurePosixPath("x/y").as_posix(), bytes(PurePosixPath("q")))
try:
    PurePosixPath("rel").as_uri()
except ValueError as e:
    print("ValueError:", e)
print(repr(Path("a") / "b"), type(Path("x")).__name__, PurePosixPath("a").is_reserved())
try:
    PurePosixPath(b"bytes")
except TypeError as e:
    print("TypeError:", e)
print(PurePosixPath("/ü/a?b#c%d e").as_uri())
for bad in [3, None]:
    try:
        PurePosixPath("a", bad)
    except TypeError as e:
        print("TypeError:", e)
