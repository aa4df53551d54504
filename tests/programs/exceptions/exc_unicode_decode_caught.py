# catching encode/decode errors by their base class
samples = [b"ok", b"caf\xe9", "naïve", b"\xff\xfe", "日本"]
for s in samples:
    try:
        if isinstance(s, bytes):
            print("decoded", s.decode("utf-8"))
        else:
            print("encoded", s.encode("ascii"))
    except UnicodeError as e:
        print(type(e).__name__, "|", e.reason, "|", e.start, e.end)
    except ValueError as e:
        print("ValueError", e)
print(issubclass(UnicodeEncodeError, UnicodeError), issubclass(UnicodeError, ValueError))
