from urllib.parse import urljoin

base = "http://a/b/c/d;p?q"
for rel in ["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s",
            "g?y#s", ";x", "g;x", "g;x?y#s", "", ".", "./", "..", "../",
            "../g", "../..", "../../", "../../g", "../../../g", "../../../../g",
            "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.",
            "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x",
            "g?y/../x", "g#s/./x", "g#s/../x", "http:g", "https:g", "//x/y/../z"]:
    print(repr(rel), urljoin(base, rel))
print(urljoin("http://example.com", "path"))
print(urljoin("http://example.com/a/", "b/c"))
print(urljoin("http://example.com/a", "https://other.org/x"))
print(urljoin("", "x"), urljoin("http://h/", ""))
print(urljoin("mailto:a@b", "c"))
print(urljoin("file:///tmp/a/b", "../c"))
print(urljoin("http://h/a/b", "#frag"))
print(urljoin("http://h/a/b?q", "?r"))
print(urljoin(b"http://h/a/b", b"c"))
print(urljoin("https://api.example.com/v1/", "users/42?x=1"))
print(urljoin("svn+ssh://h/repo/trunk", "../branches"))
print(urljoin("http://h/a/b", "g", allow_fragments=False))
print(urljoin("http://h/a//b/", "../c"))
print(urljoin("s3://b/k", "x"))
print(urljoin("a", "b"), urljoin("a/b", "c"), urljoin("noslash", "../x"), urljoin("a/b/c", "./"), urljoin("/a/b", "."))
