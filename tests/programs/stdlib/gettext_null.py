import gettext

print(gettext.gettext("Hello"), gettext.ngettext("file", "files", 1), gettext.ngettext("file", "files", 3))
print(gettext.pgettext("menu", "Open"), gettext.npgettext("menu", "item", "items", 0))
print(gettext.dgettext("other", "msg"), gettext.dngettext("other", "a", "b", 1), gettext.dpgettext("o", "c", "m"))
print(gettext.dnpgettext("o", "c", "one", "many", 2))
print(gettext.textdomain(), gettext.textdomain("myapp"), gettext.textdomain())
print(gettext.bindtextdomain("myapp", "/no/such/locale"), gettext.bindtextdomain("myapp"))
print(gettext.find("myapp", "/no/such/locale", languages=["de", "fr_FR"]))
print(gettext.find("myapp", "/no/such/locale", languages=["de"], all=True))
try:
    gettext.translation("myapp", "/no/such/locale", languages=["de"])
except FileNotFoundError as e:
    print(type(e).__name__, e, e.errno, e.filename, e.args)
t = gettext.translation("myapp", "/no/such/locale", languages=["de"], fallback=True)
print(type(t).__name__, t.gettext("Save"), t.ngettext("day", "days", 1), t.ngettext("day", "days", 2))
print(t.pgettext("verb", "Save"), t.npgettext("c", "x", "xs", 5), t.info(), t.charset())
n = gettext.NullTranslations()
n.install()
print(_("installed message"))
n.install(names=["ngettext", "pgettext", "bogus"])
print(ngettext("cat", "cats", 2), pgettext("ctx", "word"))
gettext.install("myapp", "/no/such/locale")
print(_("via install"))


class Shout(gettext.NullTranslations):
    def gettext(self, message):
        return message.upper()

    def ngettext(self, msgid1, msgid2, n):
        return (msgid1 if n == 1 else msgid2).upper() + "!"


base = gettext.NullTranslations()
base.add_fallback(Shout())
print(base.gettext("quiet"), base.ngettext("one", "two", 2), base.pgettext("c", "kept"))
print(gettext.Catalog is gettext.translation, sorted(gettext.__all__))
for expr in ["n != 1", "n > 1", "n==1 ? 0 : n==2 ? 1 : 2",
             "n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2",
             "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2", "0", "n || 0", "n && 5", "!n", "3 > 2 > 1",
             "n/2", "n ? 1 ? 2 : 3 : 4", "!n == 1", "!n + 1 && 2", "n == 1 != 0"]:
    f = gettext.c2py(expr)
    print(repr(expr), [f(i) for i in (0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 111)])
for bad in ["n +* 1", "(n", "n)", "n ? 1", "", "x", "n = 1", "-n", "n ^ 1", "nn", "1 2", "(" * 22 + "n" + ")" * 22]:
    try:
        gettext.c2py(bad)
    except ValueError as e:
        print(repr(bad), e)
f = gettext.c2py("n != 1")
for v in ["1", None]:
    try:
        f(v)
    except TypeError as e:
        print(e)
try:
    gettext.c2py("n/0")(3)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)


def greet(name):
    return _("hello") + ", " + name


Shout().install()
print(greet("ann"), "_" in globals())
gettext.NullTranslations().install()
print(greet("bob"))
