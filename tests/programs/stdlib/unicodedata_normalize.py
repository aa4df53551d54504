import unicodedata as ud

samples = ["caf\u00e9", "cafe\u0301", "\ufb01ne", "\u2460\u2461", "\u1e9b\u0323", "\uac00\u11a8",
           "\u1100\u1161\u11a8", "A\u030a", "\u212b", "x\u0327\u0301\u0300", "\ufdfa", "", "plain ascii",
           "\u00bd \u00b2 \u2126", "\u0041\u0301\u0327"]
for s in samples:
    row = []
    for form in ("NFC", "NFD", "NFKC", "NFKD"):
        n = ud.normalize(form, s)
        row.append(ascii(n))
        assert ud.is_normalized(form, n)
        row.append(ud.is_normalized(form, s))
    print(ascii(s), *row)

print(ud.normalize("NFC", "e\u0301" * 3) == "\u00e9" * 3)
print(len(ud.normalize("NFKD", "\ufdfa" * 100)))

def attempt(f, *args):
    try:
        print(repr(f(*args)))
    except Exception as e:
        print(type(e).__name__, e)

attempt(ud.normalize, "NFX", "a")
attempt(ud.normalize, "nfc", "a")
attempt(ud.normalize, "NFC", 5)
attempt(ud.is_normalized, "NFQ", "a")
attempt(ud.is_normalized, "NFC", b"a")
