import traceback, sys, io


def show(*a, **k):
    """print, with this file's path (absolute under CPython) shortened."""
    buf = io.StringIO()
    print(*a, file=buf, **k)
    sys.stdout.write(buf.getvalue().replace(__file__, "<F>"))


def g(x):
    raise ValueError(f"bad {x}")
def h(x):
    g(x)
try:
    h(3)
except Exception as e:
    show(traceback.format_exc())
    tb = e.__traceback__
    show(type(tb).__name__, tb.tb_lineno, tb.tb_next.tb_lineno, tb.tb_next.tb_next.tb_lineno, tb.tb_next.tb_next.tb_next)
    for fs in traceback.extract_tb(tb):
        show(fs.filename == __file__ if False else fs.name, fs.lineno, fs.line, repr(fs)[:13])
    show(traceback.format_tb(tb)[1:])
    show(traceback.format_exception_only(type(e), e))
    show(traceback.format_exception(e)[-1])
    show(len(traceback.format_exception(type(e), e, None)))
    show(sys.exc_info()[2] is not None)
    f, l, n, t = traceback.extract_tb(tb)[-1]
    show(n, l, t)
try:
    try:
        raise KeyError("a")
    except KeyError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError:
    s = traceback.format_exc()
    show(s)
try:
    try:
        raise KeyError("x")
    except KeyError:
        raise TypeError("during")
except TypeError:
    b = io.StringIO()
    traceback.print_exc(file=b)
    show(b.getvalue())
show(repr(traceback.format_exc()))
def rec(n):
    if n == 0:
        raise OverflowError("deep")
    rec(n - 1)
try:
    rec(10)
except OverflowError:
    show(traceback.format_exc())
class MyErr(Exception):
    pass
e = MyErr()
show(traceback.format_exception_only(e))
e.add_note("note one")
show(traceback.format_exception_only(e))
show(traceback.format_exception(e))
def where():
    return traceback.extract_stack()
st = where()
show([(f.name, f.lineno, f.line) for f in st])
show("".join(traceback.format_stack()[-1:]))
class CM:
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        show("exit", t.__name__, type(tb).__name__, traceback.extract_tb(tb)[-1].name)
        return True
def boom():
    raise IndexError("i")
with CM():
    boom()
show(traceback.format_exception(None, None, None))
show(traceback.format_exc())
