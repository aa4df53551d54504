from urllib.parse import (quote, quote_plus, unquote, unquote_plus,
                          quote_from_bytes, unquote_to_bytes, urlencode,
                          parse_qs, parse_qsl)

for s in ["hello world", "a/b c", "ünïcödé", "~_.-", "!*'();:@&=+$,/?#[]", "",
          "%", "100%", "\x00\x7f", "日本"]:
    print(repr(s), quote(s), quote(s, safe=""), quote_plus(s), quote_plus(s, safe="/"))
print(quote("a b", safe=b" "), quote(b"a b&c"), quote(bytearray(b"x y")))
print(quote("é", encoding="latin-1"), quote("é", encoding="ascii", errors="replace"))
print(quote_plus(b"a b+c"), quote_plus("a b", safe=b"+"))
print(quote_from_bytes(b"\xff/ x"), quote_from_bytes(b"abc"), repr(quote_from_bytes(b"")))
for bad in [lambda: quote(b"x", encoding="utf-8"), lambda: quote(b"x", errors="strict"),
            lambda: quote_from_bytes("x"), lambda: quote(5)]:
    try:
        print(bad())
    except (TypeError, UnicodeError) as e:
        print(type(e).__name__, e)
for s in ["a%20b", "%41%42", "%zz", "%4", "%", "%%41", "%C3%A9", "%E6%97%A5", "%ff",
          "ü%C3%BCü", "a+b", "%e9", "%2F", "no escapes"]:
    print(repr(s), repr(unquote(s)), repr(unquote_plus(s)), unquote_to_bytes(s))
print(unquote("%e9", encoding="latin-1"), unquote("%ff", errors="ignore") == "", unquote(b"%41b"))
print(unquote_to_bytes(b"%41%"), unquote_to_bytes(""), unquote_to_bytes(b""))
try:
    unquote(None)
except TypeError as e:
    print("TypeError", e)
print(urlencode({"a": 1, "b": "x y", "c": ["1", "2"]}))
print(urlencode({"a": 1, "b": "x y", "c": ["1", "2"]}, doseq=True))
print(urlencode([("k", "v"), ("k", "w&"), ("é", "ü")]))
print(urlencode({"t": (1, 2), "s": "str", "b": b"by tes", "n": None}, doseq=True))
print(urlencode({"q": "a/b c"}, safe="/"), urlencode({"q": "a/b c"}, quote_via=quote))
print(urlencode({"q": "é"}, encoding="latin-1"), urlencode([]), urlencode({}))
print(urlencode({b"k": b"v", 3: 4.5}))
for bad in ["abc", [1, 2], 5]:
    try:
        print(urlencode(bad))
    except TypeError as e:
        print("TypeError", e)
q = "a=1&b=2&a=3&c=&d&e=x+y&f=%26%3D&&g=%C3%A9"
print(parse_qs(q))
print(parse_qs(q, keep_blank_values=True))
print(parse_qsl(q))
print(parse_qsl(q, keep_blank_values=True))
print(parse_qsl("a=1;b=2", separator=";"), parse_qsl("a=1;b=2"))
print(parse_qsl(b"a=1&b=%20x"), parse_qs(b"a=1&a=2"))
print(parse_qsl("a=%ff", errors="strict" if False else "replace"), parse_qsl("a=%e9", encoding="latin-1"))
print(parse_qsl(""), parse_qs(""), parse_qsl("=x"), parse_qsl("a==b"))
for kw in [dict(strict_parsing=True), dict(max_num_fields=2), dict(separator=""), dict(separator=None)]:
    try:
        print(parse_qsl("a=1&b&&c=3", **kw))
    except ValueError as e:
        print("ValueError", e)
print(parse_qsl("a=1&b=2", max_num_fields=2))
try:
    parse_qsl("a=1&&b=2", strict_parsing=True)
except ValueError as e:
    print("ValueError", e)
