import struct
def t(f, *a):
    try:
        print(repr(f), struct.pack(f, *a))
    except (struct.error, OverflowError, TypeError) as e:
        print(repr(f), type(e).__name__, e)
t("i", 1.5); t("i", "x"); t("d", "x"); t("f", 1e300); t("<f", 1e300); t(">e", 1e10); t("<e", 65519.0)
t("c", b"ab"); t("c", 1); t("s", 1); t("p", "str"); t("<n", 1); t("<P", 1); t("z"); t("3")
t("ii", 1); t("i", 1, 2); t("i")
t(5)
class Idx:
    def __index__(self):
        return 7
t("<i", Idx()); t("<?", None); t("<d", 1); t("<d", True); t("<i", True); t("?", [])
print(struct.error.__name__, struct.error.__module__, issubclass(struct.error, Exception))
struct.pack("<h", 40000)
