import base64
for s in [b"========", b"", b"MZXW6===MZXW6===", b"AAAAAAAA", b"mzxw6===", b"M1XW6===", b"MZXW6Y=="]:
    for kw in ({}, {"casefold": True}, {"map01": b"L"}):
        try: print(s, kw, base64.b32decode(s, **kw), base64.b32hexdecode(s.replace(b"M", b"C"), casefold=bool(kw)))
        except Exception as e: print(s, kw, type(e).__name__, e)
