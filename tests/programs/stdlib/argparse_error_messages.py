# argparse: error messages, usage on stderr and SystemExit codes.
import argparse
import contextlib
import io


def attempt(label, parser, argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            result = parser.parse_args(argv)
        except SystemExit as e:
            result = "SystemExit(%r)" % (e.code,)
        except argparse.ArgumentError as e:
            result = "ArgumentError(%r, %r): %s" % (e.argument_name, e.message, e)
    print("==", label, "->", result)
    if out.getvalue():
        print("stdout:", out.getvalue(), end="")
    if err.getvalue():
        print("stderr:", err.getvalue(), end="")


p = argparse.ArgumentParser(prog="calc")
p.add_argument("op", choices=["add", "sub", "mul"])
p.add_argument("x", type=int)
p.add_argument("y", type=float, nargs="?")
p.add_argument("--n", type=int)
p.add_argument("--times", type=int, nargs=3)
p.add_argument("--some", nargs="+")
p.add_argument("--maybe", nargs="?", type=int, const="7")
p.add_argument("--size", choices=[1, 2, 4], type=int)
p.add_argument("--need", required=True)
attempt("nothing", p, [])
attempt("missing need", p, ["add", "1"])
attempt("bad choice", p, ["div", "1", "--need", "x"])
attempt("bad int positional", p, ["add", "one", "--need", "x"])
attempt("bad float", p, ["add", "1", "2,5", "--need", "x"])
attempt("bad int option", p, ["--n", "x", "add", "1", "--need", "q"])
attempt("bad int =", p, ["--n=4.5", "add", "1", "--need", "q"])
attempt("too few", p, ["add", "1", "--need", "q", "--times", "1", "2"])
attempt("none for +", p, ["add", "1", "--need", "q", "--some"])
attempt("option as value", p, ["add", "1", "--need", "--n", "3"])
attempt("const converted", p, ["add", "1", "--need", "q", "--maybe"])
attempt("int choice", p, ["add", "1", "--need", "q", "--size", "3"])
attempt("extra", p, ["add", "1", "2", "3", "--need", "q", "--what", "-z"])
attempt("double need", p, ["add", "1", "--need", "a", "--need", "b"])
attempt("unknown prefix", p, ["add", "1", "--need", "a", "--ne"])

amb = argparse.ArgumentParser(prog="amb")
amb.add_argument("--verbose", action="store_true")
amb.add_argument("--version-file")
amb.add_argument("--value", type=int)
attempt("ambiguous", amb, ["--ve"])
attempt("ambiguous =", amb, ["--v=1"])
attempt("unique prefix", amb, ["--val", "3", "--verb"])
attempt("flag with value", amb, ["--verbose=yes"])

mx = argparse.ArgumentParser(prog="mx")
g = mx.add_mutually_exclusive_group()
g.add_argument("-a", action="store_true")
g.add_argument("-b", action="store_const", const=5)
g.add_argument("--c", nargs="?", const="C", default="D")
attempt("a and b", mx, ["-a", "-b"])
attempt("cluster ab", mx, ["-ab"])
attempt("b and c", mx, ["-b", "--c"])
attempt("c and a", mx, ["--c", "v", "-a"])
attempt("same twice", mx, ["-a", "-a"])

quiet = argparse.ArgumentParser(prog="quiet", exit_on_error=False)
quiet.add_argument("--n", type=int)
quiet.add_argument("--k", choices="xyz")
quiet.add_argument("--two", nargs=2)
attempt("no exit int", quiet, ["--n", "zz"])
attempt("no exit choice", quiet, ["--k", "w"])
attempt("no exit nargs", quiet, ["--two", "1"])
attempt("no exit unknown", quiet, ["--zz"])


class Loud(argparse.ArgumentParser):
    def error(self, message):
        raise ValueError("custom: " + message)


loud = Loud(prog="loud")
loud.add_argument("n", type=int)
try:
    loud.parse_args(["x"])
except ValueError as e:
    print("overridden error():", e)

ex = argparse.ArgumentParser(prog="ex")
for args in [(0,), (3,), (1, "bye\n"), ("text",)]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            ex.exit(*args)
        except SystemExit as e:
            print("exit", args, "->", repr(e.code), repr(err.getvalue()))
err = io.StringIO()
with contextlib.redirect_stderr(err):
    try:
        ex.error("went wrong")
    except SystemExit as e:
        print("error() ->", e.code, repr(err.getvalue()))

v = argparse.ArgumentParser(prog="ver")
v.add_argument("-V", "--version", action="version", version="%(prog)s version 2.1   (build   7)")
attempt("version", v, ["-V"])
attempt("help wins", v, ["-h", "--bogus"])
attempt("bogus then help", v, ["--bogus", "-h"])
attempt("required after help", p, ["-h"])

e = argparse.ArgumentError(None, "no name")
print(repr(str(e)), e.argument_name)
te = argparse.ArgumentTypeError("bad thing")
print(type(te).__mro__[1].__name__, str(te))
