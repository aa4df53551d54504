import codecs
print(codecs.decode("é\\n", "unicode_escape"), codecs.encode("a\\\x00é\u20ac\U0001f600\t'\"", "unicode_escape"))
print(codecs.encode("hello", "rot13"), codecs.encode("Hello, World!", "rot_13"), codecs.decode("Uryyb", "rot13"), codecs.lookup("UTF8").name, codecs.lookup("latin1").name, codecs.lookup("hex").name, codecs.lookup("base64").name,codecs.lookup("unicode-escape").name, codecs.lookup("utf-8-sig").name, codecs.lookup("ascii").name, codecs.lookup("utf-16").name, codecs.lookup("cp1252").name)
for args in [(b"x","utf-8"),("x","nope"),(b"x","rot13"),("x","hex"), (1, "utf-8")]:
  try: codecs.encode(*args)
  except Exception as e: print(type(e).__name__, e)
for args in [("x","utf-8"),(b"\\x4", "unicode_escape"), (b"abc\\u12", "unicode_escape"), (b"\\N{nope}", "unicode_escape"), (b"\\q", "unicode_escape"),("zz","hex"),(b"zz","hex"), (b"abc", "base64"), (b"\\N{BULLET} \\N{LATIN SMALL LETTER A}", "unicode_escape")]:
  try: print(repr(codecs.decode(*args)))
  except Exception as e: print(type(e).__name__, e)
print(codecs.encode(b"x"*60, "base64"), codecs.decode(b"aGk=\n", "base64"), codecs.encode(b"hi", "hex"), codecs.decode("6869", "hex"))
print(codecs.getencoder("utf-8")("hé"), codecs.getdecoder("utf-8")(b"h\xc3\xa9"), codecs.utf_8_decode(b"ab"), codecs.BOM_UTF8, codecs.BOM_UTF16_LE)
print(list(codecs.iterdecode([b"\xc3", b"\xa9", b"x"], "utf-8")), repr(codecs.getincrementaldecoder("utf-8")().decode(b"\xc3")))
print(codecs.raw_unicode_escape_decode(b"\\u00e9\\n"), codecs.decode(b"\\u00e9\\n", "raw_unicode_escape"), codecs.encode("é\u20ac\n", "raw_unicode_escape"))
print(codecs.escape_decode(b"\\n\\x41"), repr(codecs.decode(b"\\101\\1\\1234", "unicode_escape")))
s = r"Line1\nLine2\tTabbed \u2603 \x41"
print(codecs.decode(s, "unicode_escape"), bytes(s, "utf-8").decode("unicode_escape") if False else "")
print(codecs.encode("héllo", "utf-8"), codecs.decode(b"h\xe9", "latin-1"), codecs.encode("x", encoding="ascii"), codecs.decode(b"\xef\xbb\xbfabc", "utf-8-sig"), codecs.encode("abc", "utf-8-sig"))
import tempfile, os
d = tempfile.mkdtemp(); p = os.path.join(d, "f.txt")
with codecs.open(p, "w", encoding="utf-8") as f: f.write("héllo\nwörld\n")
with codecs.open(p, "r", encoding="utf-8") as f: print(repr(f.read()))
with codecs.open(p, encoding="utf-8") as f: print([l for l in f])
print(codecs.lookup("utf-8").encode("x"), isinstance(codecs.lookup("utf-8"), tuple), codecs.lookup_error("strict") is codecs.strict_errors)
codecs.lookup("klingon")
