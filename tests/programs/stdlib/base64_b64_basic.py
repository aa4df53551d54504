import base64
for data in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(256))[:20]]:
    enc = base64.b64encode(data)
    print(enc, base64.b64decode(enc) == data)
print(base64.b64decode("Zm9vYmFy"))
print(base64.b64encode(bytearray(b"hello")))
print(base64.standard_b64encode(b"xyz"), base64.standard_b64decode(b"eHl6"))
text = "héllo wörld"
e = base64.b64encode(text.encode("utf-8")).decode("ascii")
print(e, base64.b64decode(e).decode("utf-8"))
