import io
with io.StringIO("abc") as f:
    print(f.read())
print(f.closed)
for op in ["read", "getvalue", "tell", "readline"]:
    try:
        getattr(f, op)()
    except ValueError as e:
        print(op, e)
try:
    f.write("x")
except ValueError as e:
    print("write", e)
with io.BytesIO(b"xyz") as b:
    print(b.read())
print(b.closed)
b.getvalue()
