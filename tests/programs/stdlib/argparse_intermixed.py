import argparse
import contextlib
import io


def attempt(label, func):
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            result = func()
        except SystemExit as e:
            result = "exit %s" % e.code
        except TypeError as e:
            result = "TypeError: %s" % e
    print(label, "->", result)
    if err.getvalue():
        print(err.getvalue(), end="")


p = argparse.ArgumentParser(prog="cmd")
p.add_argument("--foo")
p.add_argument("-v", action="count", default=0)
p.add_argument("cmd")
p.add_argument("rest", nargs="*", type=int)
argv = "doit 1 --foo bar 2 -v 3".split()
attempt("parse_known_args", lambda: p.parse_known_args(argv))
attempt("intermixed", lambda: p.parse_intermixed_args(argv))
attempt("known intermixed", lambda: p.parse_known_intermixed_args(argv + ["--zz"]))
attempt("missing positional", lambda: p.parse_intermixed_args(["--foo", "x"]))
attempt("bad option value", lambda: p.parse_intermixed_args(["x", "--foo"]))
attempt("bad int", lambda: p.parse_intermixed_args(["x", "1", "two"]))
attempt("extra", lambda: p.parse_intermixed_args(["x", "--nope"]))
print(p.usage)

q = argparse.ArgumentParser(prog="req")
q.add_argument("--need", required=True)
g = q.add_mutually_exclusive_group(required=True)
g.add_argument("--a", action="store_true")
g.add_argument("--b", action="store_true")
q.add_argument("files", nargs="+")
attempt("required kept", lambda: q.parse_intermixed_args(["f1", "--need", "n", "f2", "--a", "f3"]))
attempt("required missing", lambda: q.parse_intermixed_args(["f1", "f2"]))
attempt("group missing", lambda: q.parse_intermixed_args(["f1", "--need", "x"]))

r = argparse.ArgumentParser(prog="rem")
r.add_argument("args", nargs=argparse.REMAINDER)
attempt("remainder", lambda: r.parse_intermixed_args([]))
s = argparse.ArgumentParser(prog="sub")
s.add_subparsers().add_parser("go")
attempt("subparsers", lambda: s.parse_intermixed_args(["go"]))
m = argparse.ArgumentParser(prog="mx")
mg = m.add_mutually_exclusive_group()
mg.add_argument("--x", action="store_true")
mg.add_argument("pos", nargs="?")
attempt("positional in group", lambda: m.parse_intermixed_args([]))
