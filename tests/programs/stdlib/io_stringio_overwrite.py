import io
s = io.StringIO("abcdefgh")
s.seek(3)
s.write("XY")
print(repr(s.getvalue()), s.tell())
s.seek(10)
s.write("!")
print(repr(s.getvalue()), s.tell())
print(s.truncate(5), repr(s.getvalue()), s.tell())
s.seek(0)
print(s.truncate(), repr(s.getvalue()))
s.write("new")
s.write(" text")
s.seek(0)
s.write("N")
print(repr(s.getvalue()))
print(s.seek(0, 1), s.seek(0, 0))
for bad in [(1, 1), (-1, 0), (0, 5)]:
    try:
        s.seek(*bad)
    except (OSError, ValueError) as e:
        print(type(e).__name__, e)
try:
    s.truncate(-2)
except ValueError as e:
    print(e)
