# The reader's and writer's dialect options one by one, and their
# combinations: escapes, doublequote off, QUOTE_NONE, skipinitialspace,
# strict, multi-line records, line endings, field size limit, odd rows.
import csv
import io


def read(text, **kw):
    try:
        r = csv.reader(io.StringIO(text, newline=""), **kw)
        rows = list(r)
        print(rows, r.line_num)
    except (csv.Error, ValueError) as e:
        print(type(e).__name__ + ":", e)


read('a,b,c\n1,"2,3",4\n')
read('a,"b ""quoted""",c\r\n"multi\nline",x\r\n')
read('a;b;"c;d"\n', delimiter=";")
read('a\tb\t"c\td"\n', dialect="excel-tab")
read('a, b,  "c"\n', skipinitialspace=True)
read('a, b,  "c"\n')
read('a,b\\,c,d\\\ne,f\n', escapechar="\\")
read('"a\\"b",c\n', escapechar="\\", doublequote=False)
read('"a""b",c\n', doublequote=False)
read('a,"b"c,d\n')
read('a,"b"c,d\n', strict=True)
read('a,"b\n', strict=True)
read('a,"b\n')
read('a,"b\nc')
read('x\\', escapechar="\\")
read('x\\', escapechar="\\", strict=True)
read('a,"b",c\n', quoting=csv.QUOTE_NONE)
read('a,"b,c\n', quoting=csv.QUOTE_NONE)
read("a,'b,c',d\n", quotechar="'")
read('a,"b",c\n', quotechar=None, quoting=csv.QUOTE_NONE)
read('1,"2",3.5\n', quoting=csv.QUOTE_NONNUMERIC)
read('1,"2",x\n', quoting=csv.QUOTE_NONNUMERIC)
read('\n\na,b\n\n')
read('a,b\r\nc,d\re,f\n')
read('a,b\rc\n')
read('"a\r\nb",c\r\n')
read('a,,b,\n,\n')
read('"",""\n""\n')
read(' "a" , b\n', skipinitialspace=True)
read('é,"ü,ß",日本\n')
read('a|b|"c|d"\n', delimiter="|", quotechar='"')
read("one line no newline")
read('"esc\\\ninside",x\n', escapechar="\\")
read('a,b\\\r\nc\n', escapechar="\\")

old = csv.field_size_limit(5)
read('abcde,f\n')
read('abcdef,g\n')
read('"abc\ndef",g\n')
csv.field_size_limit(old)

r = csv.reader(['a,"b', 'c",d', 'e,f'])
print(next(r), r.line_num, next(r), r.line_num)
r = csv.reader(["x,y", 3])
print(next(r))
try:
    next(r)
except csv.Error as e:
    print("Error:", e)


class Line(str):
    pass


print(list(csv.reader([Line('a,"b,c"'), Line("d")])))


def write(rows, **kw):
    out = io.StringIO()
    w = csv.writer(out, **kw)
    try:
        for row in rows:
            w.writerow(row)
    except csv.Error as e:
        print("Error:", e)
    print(repr(out.getvalue()))


write([["a", "b,c", 'd"e', "f\ng", "h\ri", ""]])
write([["a", 1, 2.5, None, True, 10 ** 30, -0.0, 1e22]])
write([("t", "u"), ["x"], [""], [None], []])
write([["a", "b"]], quoting=csv.QUOTE_ALL)
write([["a", 1, None, 2.5]], quoting=csv.QUOTE_NONNUMERIC)
write([["a,b"]], quoting=csv.QUOTE_NONE)
write([["a,b", 'c"d']], quoting=csv.QUOTE_NONE, escapechar="\\")
write([[""]], quoting=csv.QUOTE_NONE)
write([['say "hi"', "x\\y"]], doublequote=False, escapechar="\\")
write([['say "hi"']], doublequote=False)
write([["a;b", "c,d"]], delimiter=";")
write([["a", "b|c"]], lineterminator="|")
write([["a", "b\nc"]], lineterminator="\n")
write([["it's", "x"]], quotechar="'")
write([["a b", "c"]], quoting=csv.QUOTE_MINIMAL, delimiter=" ")
write([(x for x in ["g", "e", "n"])])
write([iter([1, 2])])
write([[object.__new__(type("Obj", (), {"__str__": lambda self: "obj,1"}))]])
write(["abc"])
try:
    csv.writer(io.StringIO()).writerow(5)
except csv.Error as e:
    print("Error:", e)
buf = io.StringIO()
dw = csv.DictWriter(buf, ["a", "b"], lineterminator="\n")
dw.writeheader()
dw.writerows([{"a": 1, "b": "x,y"}, {"a": None}])
print(repr(buf.getvalue()))
print(list(csv.DictReader(io.StringIO(buf.getvalue()))))
