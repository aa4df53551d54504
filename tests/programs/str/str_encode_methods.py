# encode and related conversions
for s in ["hello", "café", "日本", "🐍!", ""]:
    b = s.encode()
    print(repr(s), b, len(s), len(b), b.decode() == s)
print("café".encode("utf-8"), "café".encode("ascii", "replace"), "café".encode("ascii", "ignore"))
print("café".encode("latin-1"), "€".encode("utf-8"), "abc".encode("ascii"))
print("naïve".encode("ascii", errors="xmlcharrefreplace"), "naïve".encode("ascii", "backslashreplace"))
print(list("hi!".encode()), bytes("xyz", "utf-8"))
try:
    "café".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
