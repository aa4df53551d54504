from urllib.parse import (urlsplit, urlparse, urlunsplit, urlunparse,
                          urldefrag, SplitResult, ParseResult)

URLS = [
    "http://user:pw@Example.COM:8080/a/b;p?q=1&r=2#frag",
    "https://example.com",
    "https://example.com/",
    "//host/path",
    "/just/a/path?x",
    "mailto:someone@example.com",
    "file:///etc/passwd",
    "path:80",
    "HTTP://H/",
    "http://[::1]:80/x",
    "http://[fe80::1%25eth0]/",
    "  \t http://spaces.example/ a\nb",
    "ftp://ftp.x/file;type=a",
    "http://h/a;b/c;d?e#f#g",
    "",
    "#only",
    "?only",
    "s3://bucket/key/with:colon",
    "1http://x",
    "tel:+1-555;ext=1",
    "http://a@b@c/",
    "http://:@h:/",
]
for u in URLS:
    s = urlsplit(u)
    p = urlparse(u)
    print(repr(u))
    print("  ", s)
    print("  ", p)
    print("  ", s.geturl(), "|", p.geturl())
    print("  ", s.username, s.password, s.hostname, s.port)
    print("  ", urlunsplit(s) == s.geturl(), urlunparse(p))

print(urlsplit("www.example.com/x", scheme="https"))
print(urlsplit("//www.example.com/x", "https"))
print(urlparse("http://h/p#f", allow_fragments=False))
print(urldefrag("http://h/p?q#frag"))
print(urldefrag("http://h/p"))
print(urldefrag("http://h/p#").geturl(), urldefrag("http://h/p#x").geturl())
r = urlsplit("http://h:81/x")
print(r._replace(netloc="other:82").geturl(), r._fields, r[1], len(r))
print(isinstance(r, tuple), type(r).__name__, SplitResult._fields, ParseResult._fields)
print(r.encode())
print(urlsplit(b"http://U:P@H:80/p?q#f"))
b = urlparse(b"https://x.org/a;b?c")
print(b, b.hostname, b.port, b.username, b.geturl(), b.decode())
print(urlunsplit(("http", "h", "p", "q", "f")))
print(urlunsplit(("", "", "p", "", "")))
print(urlunsplit(("http", "", "x", "", "")))
print(urlunsplit(("mailto", "", "a@b", "", "")))
print(urlunsplit(("file", "", "/tmp/x", "", "")))
print(urlunsplit(["https", "h", "", "", ""]))
print(urlunparse(("http", "h", "/p", "par", "q", "f")))
print(urlunsplit((b"http", b"h", b"/p", b"", b"")))
for bad in ["http://h:x/", "http://h:99999/", "http://h:-1/", "http://h:+1/", "http://h:1_0/"]:
    try:
        print(urlsplit(bad).port)
    except ValueError as e:
        print("ValueError", e)
for bad in ["http://[::1/", "http://::1]/", "http://[1.2.3.4]/", "http://[v1x]/", "http://[zz]/"]:
    try:
        print(urlsplit(bad))
    except ValueError as e:
        print("ValueError", e)
print(urlsplit("http://[v1.fe]/"))
try:
    urlsplit("http://x", b"http")
except TypeError as e:
    print("TypeError", e)
print(urlsplit("http://h:0/").port, urlsplit("http://h:65535/").port, urlsplit("http://h:/").port)
print(urlsplit("HTTP://User@HOST.com").hostname, urlsplit("http://User@HOST.com").username)
