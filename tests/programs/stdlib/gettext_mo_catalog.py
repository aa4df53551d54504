import gettext
import os
import shutil
import struct
import tempfile


def write_mo(path, messages, big_endian=False):
    # messages: {msgid: msgstr}; plural entries use "\0"-joined keys/values.
    keys = sorted(messages)
    ids = b""
    strs = b""
    id_table = []
    str_table = []
    for k in keys:
        kb = k.encode("utf-8")
        vb = messages[k].encode("utf-8")
        id_table.append((len(kb), len(ids)))
        ids += kb + b"\0"
        str_table.append((len(vb), len(strs)))
        strs += vb + b"\0"
    n = len(keys)
    head = 7 * 4
    ids_start = head + 16 * n
    strs_start = ids_start + len(ids)
    e = ">" if big_endian else "<"
    out = struct.pack(e + "7I", 0x950412de, 0, n, head, head + 8 * n, 0, 0)
    for length, off in id_table:
        out += struct.pack(e + "2I", length, ids_start + off)
    for length, off in str_table:
        out += struct.pack(e + "2I", length, strs_start + off)
    out += ids + strs
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(out)


root = tempfile.mkdtemp()
try:
    header = ("Project-Id-Version: demo 1.0\nContent-Type: text/plain; charset=UTF-8\n"
              "Plural-Forms: nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;\n")
    write_mo(os.path.join(root, "pl", "LC_MESSAGES", "app.mo"), {
        "": header,
        "Hello": "Cześć",
        "file\0files": "plik\0pliki\0plików",
        "menu\x04Open": "Otwórz",
        "menu\x04item\0items": "element\0elementy\0elementów",
    })
    write_mo(os.path.join(root, "de", "LC_MESSAGES", "app.mo"), {
        "": "Content-Type: text/plain; charset=UTF-8\n",
        "Hello": "Hallo",
        "Goodbye": "Tschüss",
    }, big_endian=True)
    print(gettext.find("app", root, languages=["pl"]) == os.path.join(root, "pl", "LC_MESSAGES", "app.mo"))
    print(len(gettext.find("app", root, languages=["pl", "de", "fr"], all=True)))
    t = gettext.translation("app", root, languages=["pl"])
    print(type(t).__name__, t.gettext("Hello"), t.gettext("Missing"), t.charset())
    print(sorted(t.info().items()))
    for n in (1, 2, 5, 12, 22, 25, 101):
        print(n, t.ngettext("file", "files", n), t.npgettext("menu", "item", "items", n))
    print(t.pgettext("menu", "Open"), t.pgettext("other", "Open"), t.ngettext("dog", "dogs", 2))
    chain = gettext.translation("app", root, languages=["pl", "de"])
    print(chain.gettext("Hello"), chain.gettext("Goodbye"), chain.gettext("Nope"))
    de = gettext.translation("app", root, languages=["de"])
    print(de.gettext("Goodbye"), de.ngettext("x", "y", 1), de.ngettext("x", "y", 0))
    gettext.bindtextdomain("app", root)
    os.environ["LANGUAGE"] = "de"
    print(gettext.dgettext("app", "Hello"), gettext.dngettext("app", "a", "b", 2))
    gettext.textdomain("app")
    print(gettext.gettext("Goodbye"))
    del os.environ["LANGUAGE"]
    de.install()
    print(_("Hello"))
    with open(os.path.join(root, "bad.mo"), "wb") as f:
        f.write(b"\x00" * 40)
    try:
        with open(os.path.join(root, "bad.mo"), "rb") as f:
            gettext.GNUTranslations(f)
    except OSError as e:
        print("OSError", e.args[:2])
finally:
    shutil.rmtree(root)
