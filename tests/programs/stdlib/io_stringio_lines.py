import io
data = "alpha\nbeta\n\ngamma\ndelta"
f = io.StringIO(data)
print(repr(f.readline()))
print(repr(f.readline(2)))
print(repr(f.readline()))
print(f.readlines())
print(repr(f.readline()))
f.seek(0)
print(f.readlines(8))
f.seek(0)
for i, line in enumerate(f):
    print(i, repr(line))
print([l.rstrip("\n") for l in io.StringIO("a\nb\nc\n")])
print(list(io.StringIO("")))
