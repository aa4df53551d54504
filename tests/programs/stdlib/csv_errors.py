import csv, io
def t(**kw):
    try:
        csv.writer(io.StringIO(), **kw)
        print("ok", kw)
    except (TypeError, csv.Error) as e:
        print(kw, type(e).__name__, e)
t(delimiter="ab"); t(delimiter=""); t(delimiter=5); t(delimiter=None); t(quotechar="ab"); t(quotechar=5)
t(escapechar="ab"); t(lineterminator=5); t(lineterminator=None); t(quoting=9); t(quoting="x"); t(bogus=1); t(dialect="nope")
for bad in [lambda: next(csv.reader([1])), lambda: csv.writer(5), lambda: csv.writer(io.StringIO()).writerow(5),
            lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"]),
            lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow([""]),
            lambda: list(csv.reader(['a,"b"c'], strict=True)),
            lambda: list(csv.reader(['"abc'], strict=True)),
            lambda: list(csv.reader(['a,b\rc,d']))]:
    try:
        bad()
    except (TypeError, csv.Error) as e:
        print(type(e).__name__, e)
print(issubclass(csv.Error, Exception), csv.Error.__module__)
list(csv.reader(["a\x00b"]))
next(csv.reader([]))
