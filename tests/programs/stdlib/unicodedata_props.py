import unicodedata as ud

print(ud.unidata_version)
chars = "aZ5 \t\u00e9\u0301\u00bd\u2153\u0663\u00b2\u2460\u4e00\uac00\u200b\u20ac\u05d0\u0627(\u3000\uff21\U0001F600\U00010348\u0378\ue000\U000E0001"
for c in chars:
    print("U+%04X" % ord(c), ud.category(c), ud.bidirectional(c), ud.east_asian_width(c),
          ud.combining(c), ud.mirrored(c), ud.name(c, "-"),
          ud.decimal(c, None), ud.digit(c, None), ud.numeric(c, None),
          repr(ud.decomposition(c)))

for name in ["LATIN SMALL LETTER A", "latin small letter e with acute", "SNOWMAN",
             "CJK UNIFIED IDEOGRAPH-4E00", "HANGUL SYLLABLE GA", "GRINNING FACE", "EURO SIGN"]:
    c = ud.lookup(name)
    print(name, repr(c), ud.name(c))

def attempt(f, *args):
    try:
        print(repr(f(*args)))
    except Exception as e:
        print(type(e).__name__, e)

attempt(ud.lookup, "NO SUCH CHARACTER NAME")
attempt(ud.name, "\u0378")
attempt(ud.name, "ab")
attempt(ud.category, "")
attempt(ud.category, 65)
attempt(ud.decimal, "x")
attempt(ud.digit, "\u00bd")
attempt(ud.numeric, "x")
attempt(ud.numeric, "x", -1)
attempt(ud.east_asian_width, "ab")
counts = {}
for cp in range(0, 0x3000):
    cat = ud.category(chr(cp))
    counts[cat] = counts.get(cat, 0) + 1
print(sorted(counts.items()))
print(sum(ud.numeric(chr(cp), 0) for cp in range(0x2150, 0x2190)))
