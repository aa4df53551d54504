# invalid utf-8 ends with UnicodeDecodeError
chunks = [b"good", b"caf\xc3\xa9", b"\xe2\x82\xac", b"bad\xff"]
for c in chunks:
    print(c, len(c))
print([c.decode("utf-8", "replace") for c in chunks])
print([len(c.decode("latin-1")) for c in chunks])
valid = []
for c in chunks:
    try:
        valid.append(c.decode())
    except UnicodeDecodeError as e:
        print("skip", c, e.start, e.end, e.reason)
print(valid)
for c in chunks:
    print(c.decode("utf-8"))
print("done")
