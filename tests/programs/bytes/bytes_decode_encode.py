# encode/decode round trips with utf-8
texts = ["plain ascii", "café", "naïve", "日本語", "emoji 🐍🚀", "Ωmega", ""]
for t in texts:
    b = t.encode("utf-8")
    print(len(t), len(b), b, b.decode("utf-8") == t)
raw = b"caf\xc3\xa9 \xe2\x82\xac"
print(raw.decode(), raw.decode("utf-8"), len(raw.decode()))
print(b"\xff\xfeab".decode("utf-8", "replace"), b"\xffok".decode("utf-8", "ignore"))
print(b"abc".decode("ascii"), b"\xe9".decode("latin-1"), "é".encode("latin-1"))
print(bytes("ü", "utf-8"), str(b"\xc3\xbc", "utf-8"))
print(b"\xf0\x9f\x90\x8d".decode(), len(b"\xf0\x9f\x90\x8d".decode()))
try:
    b"\xff\xfe".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
try:
    b"caf\xc3".decode()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
