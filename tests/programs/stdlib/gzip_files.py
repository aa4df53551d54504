import gzip, os

with gzip.open("demo.txt.gz", "wb") as f:
    f.write(b"alpha\nbeta\n")
with gzip.open("demo.txt.gz", "ab") as f:
    f.write(b"gamma\n")
with gzip.open("demo.txt.gz") as f:
    print(f.read())
with gzip.open("demo.txt.gz", "rb") as f:
    print([line for line in f])
with gzip.open("demo2.txt.gz", "wt", encoding="utf-8") as f:
    print(f.write("h\u00e9llo\nw\u00f6rld\n"))
with gzip.open("demo2.txt.gz", "rt", encoding="utf-8") as f:
    print(f.readline(), f.read())
with gzip.open("demo2.txt.gz", "rt") as f:
    print(list(f))
with open("demo2.txt.gz", "rb") as f:
    print(gzip.decompress(f.read()))
for bad in [("demo.txt.gz", "rbt"), ("demo.txt.gz", "rz")]:
    try:
        gzip.open(*bad)
    except ValueError as e:
        print("ValueError", e)
try:
    gzip.open("demo.txt.gz", "rb", encoding="utf-8")
except ValueError as e:
    print("ValueError", e)
try:
    gzip.open(42)
except TypeError as e:
    print("TypeError", e)
os.remove("demo.txt.gz")
os.remove("demo2.txt.gz")
print(os.path.exists("demo.txt.gz"))
