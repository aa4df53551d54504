import argparse
import contextlib
import io


def attempt(label, func):
    """Run func; show its result or exit status, and what it printed."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            result = func()
        except SystemExit as e:
            result = "exit %s" % e.code
        except (ValueError, TypeError, argparse.ArgumentError) as e:
            result = "%s: %s" % (type(e).__name__, e)
    print("--", label, "->", result)
    for name, stream in (("out", out), ("err", err)):
        if stream.getvalue():
            print(name + ":", stream.getvalue(), end="")


p = argparse.ArgumentParser(prog="P")
p.add_argument("--flag", action=argparse.BooleanOptionalAction, default=True, help="flag it")
p.add_argument("--version", action="version", version="%(prog)s 1.0")
p.add_argument("-q", "--quiet", action="store_const", const=0, dest="level")
p.add_argument("--items", nargs=2, metavar=("KEY", "VALUE"))
p.add_argument("--more", action="extend", nargs="+", type=int)
attempt("no-flag", lambda: p.parse_args(["--no-flag", "-q", "--items", "a", "b", "--more", "1", "2", "--more", "3"]))
attempt("help", lambda: p.parse_args(["-h"]))
attempt("version", lambda: p.parse_args(["--version"]))
attempt("items short", lambda: p.parse_args(["--items", "a"]))
attempt("bad int", lambda: p.parse_args(["--more", "x"]))
attempt("flag value", lambda: p.parse_args(["--flag=3"]))
attempt("ambiguous", lambda: p.parse_args(["--ver"]))
print(repr(p))
print(p._actions[1])
print(argparse.FileType("w", encoding="utf-8"), argparse.FileType())

attempt("dup option", lambda: p.add_argument("--flag"))
attempt("required positional", lambda: p.add_argument("x", required=True))
attempt("dest twice", lambda: p.add_argument("bad", dest="y"))
attempt("unknown action", lambda: p.add_argument("--q1", action="nope"))
attempt("nargs 0", lambda: p.add_argument("--q2", nargs=0))
attempt("type not callable", lambda: p.add_argument("--q3", type="int"))
attempt("metavar tuple", lambda: p.add_argument("--q4", metavar=("A", "B")))
attempt("const without ?", lambda: p.add_argument("--q5", const=1))
attempt("bad prefix", lambda: p.add_argument("--ok", "bad"))

parent = argparse.ArgumentParser(add_help=False)
parent.add_argument("--shared", default="s")
group = parent.add_argument_group("extra opts", "options from the parent")
group.add_argument("--deep", type=int, help="a number")
child = argparse.ArgumentParser(prog="C", parents=[parent], description="Child parser.")
child.add_argument("-1", dest="one", action="store_true")
attempt("parents", lambda: child.parse_args(["-1", "--deep", "3"]))
attempt("negative as option", lambda: child.parse_args(["--deep", "-1"]))
attempt("child help", lambda: child.print_help())

r = argparse.ArgumentParser(prog="R", conflict_handler="resolve")
r.add_argument("-n", "--num", help="old")
r.add_argument("-n", "--nope", help="new")
attempt("resolve help", lambda: r.print_help())
attempt("resolve parse", lambda: r.parse_args(["-n", "3", "--num", "4"]))

plus = argparse.ArgumentParser(prog="PL", prefix_chars="+")
plus.add_argument("+x", action="store_true")
plus.add_argument("++yes")
attempt("plus", lambda: plus.parse_args(["+x", "++yes", "a"]))
attempt("plus help", lambda: plus.print_help())

na = argparse.ArgumentParser(prog="NA", allow_abbrev=False)
na.add_argument("--verbose", action="store_true")
na.add_argument("-a", action="store_true")
na.add_argument("-b", action="count", default=0)
attempt("no abbrev", lambda: na.parse_args(["--verb"]))
attempt("short cluster", lambda: na.parse_args(["-abb", "-b"]))
attempt("cluster unknown", lambda: na.parse_args(["-az"]))

d = argparse.ArgumentParser(prog="D")
d.set_defaults(x=1, func="f")
d.add_argument("--x", type=int)
d.add_argument("--path", default="5", type=int)
attempt("defaults", lambda: (d.get_default("x"), d.get_default("func"), d.parse_args([])))

e = argparse.ArgumentParser(prog="E", exit_on_error=False)
e.add_argument("n", type=int, choices=[1, 2])
attempt("no exit: choice", lambda: e.parse_args(["3"]))
attempt("no exit: missing", lambda: e.parse_args([]))
attempt("no exit: extra", lambda: e.parse_args(["1", "extra"]))

n = argparse.ArgumentParser(prog="N")
n.add_argument("v", type=float)
n.add_argument("--opt")
attempt("negative number", lambda: n.parse_args(["-2.5", "--opt", "-1"]))
attempt("equals value", lambda: n.parse_args(["--opt=-x", "1"]))
attempt("missing value", lambda: n.parse_args(["--opt"]))
attempt("abbrev", lambda: n.parse_args(["1", "--op", "z"]))
attempt("unknown", lambda: n.parse_args(["1", "--opt", "a", "--opt", "b", "-q", "rest"]))
attempt("known", lambda: n.parse_known_args(["1", "-q", "--opt", "a", "rest"]))
attempt("double dash", lambda: n.parse_args(["--", "-7"]))
print(argparse.Namespace(**{"a-b": 1, "c": 2}), "c" in argparse.Namespace(c=1))
print(str(argparse.ArgumentError(None, "plain")), argparse.Namespace() == argparse.Namespace())


def parity(text):
    if text not in ("even", "odd"):
        raise argparse.ArgumentTypeError("%r is neither even nor odd" % text)
    return text


t = argparse.ArgumentParser(prog="T", usage="%(prog)s [stuff]", description="Desc for %(prog)s",
                            formatter_class=argparse.ArgumentDefaultsHelpFormatter)
t.add_argument("--z", type=parity, default="even", help="parity")
t.add_argument("--w", type=int, help=argparse.SUPPRESS)
t.add_argument("--choice", choices=["red", "green"], help="one of %(choices)s, default %(default)s")
t.add_argument("rest", nargs=argparse.REMAINDER)
attempt("type error", lambda: t.parse_args(["--z", "q"]))
attempt("remainder", lambda: t.parse_args(["a", "--z", "odd", "-c"]))
attempt("defaults help", lambda: t.print_help())

s = argparse.ArgumentParser(prog="S")
s.add_argument("--top", action="store_true")
sp = s.add_subparsers(title="commands", description="pick one", dest="cmd", metavar="COMMAND")
add = sp.add_parser("add", aliases=["a"], help="add things", description="Adds.")
add.add_argument("items", nargs="+")
sp.add_parser("list", help="list things")
attempt("alias", lambda: s.parse_args(["--top", "a", "1", "2"]))
attempt("bad command", lambda: s.parse_args(["nope"]))
attempt("command missing args", lambda: s.parse_args(["add"]))
attempt("command extra", lambda: s.parse_args(["list", "--zzz"]))
attempt("no command", lambda: s.parse_args([]))
attempt("sub help", lambda: s.print_help())
attempt("add help", lambda: add.print_help())
attempt("duplicate command", lambda: sp.add_parser("add"))
attempt("second subparsers", lambda: s.add_subparsers())

mx = argparse.ArgumentParser(prog="MX")
m = mx.add_mutually_exclusive_group(required=True)
m.add_argument("--a", action="store_true")
m.add_argument("--b", action="store_true")
m.add_argument("--c", help=argparse.SUPPRESS)
attempt("mutex missing", lambda: mx.parse_args([]))
attempt("mutex both", lambda: mx.parse_args(["--a", "--b"]))
print(mx.format_usage(), end="")
attempt("mutex required member", lambda: m.add_argument("--r", required=True))

w = argparse.ArgumentParser(prog="wide", description="""First paragraph of a description that is long enough to be wrapped over more than one line by the formatter.

Second   paragraph   with   odd    spacing.""", epilog="Epilog %(prog)s.")
for i in range(8):
    w.add_argument("--option-number-%d" % i, metavar="VALUE%d" % i, help="help text %d " % i * 6)
w.add_argument("inputs", nargs="*", help="input files")
w.add_argument("output", help="where to write the result of the whole thing")
attempt("wide usage", lambda: w.print_usage())
attempt("wide help", lambda: w.print_help())
attempt("wide error", lambda: w.parse_args([]))
raw = argparse.ArgumentParser(prog="raw", description="keep\n  this\n    layout", formatter_class=argparse.RawTextHelpFormatter)
raw.add_argument("--x", help="line one\nline two")
attempt("raw help", lambda: raw.print_help())
