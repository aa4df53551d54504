# StringIO's inlined write/readline/iteration paths against their corner cases.
import io
s = io.StringIO("a\nbb\n\nccc")
print(list(s), s.tell())
s = io.StringIO("x\ny\n")
print(s.readline(), s.readline(1), s.readline(None), repr(s.readline()), repr(s.readline()))
s = io.StringIO(newline=None)
s.write("a\r\nb\rc\n")
print(repr(s.getvalue()))
s = io.StringIO(newline="\r\n")
s.write("a\nb")
print(repr(s.getvalue()))
s = io.StringIO("hello")
s.seek(2)
s.write("XY")
print(s.getvalue(), s.tell())
s.seek(10)
s.write("!")
print(repr(s.getvalue()))
class Sub(io.StringIO):
    def readline(self, size=-1):
        return super().readline(size).upper()
print(list(Sub("ab\ncd\n")))
s.close()
for f in (lambda: s.write("x"), lambda: s.readline(), lambda: next(s)):
    try:
        f()
    except ValueError as e:
        print(e)
try:
    io.StringIO().write(b"x")
except TypeError as e:
    print(e)
try:
    io.StringIO("a").readline("x")
except TypeError as e:
    print(e)
print(io.StringIO("é\nü\n").readlines(), io.StringIO("a\nb").readline(-5))
for nl in ("", "\r", "\r\n", None, "\n"):
    text = "a\r\nb\rc\nd\r\r\n\n"
    print(repr(nl), list(io.StringIO(text, newline=nl)))
    s = io.StringIO(text, newline=nl)
    print([s.readline(2) for _ in range(5)])
s = io.StringIO("ab\r", newline="")
print(repr(s.readline(1)), repr(s.readline()), repr(s.readline()))
