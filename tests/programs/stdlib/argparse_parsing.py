# argparse: how argument strings are shared out among options and positionals.
import argparse
import contextlib
import io


def show(parser, argv, known=False):
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            if known:
                result = parser.parse_known_args(argv)
            else:
                result = parser.parse_args(argv)
        except SystemExit as e:
            result = "exit %s" % e.code
    print(argv, "->", result)
    if err.getvalue():
        print("  stderr:", err.getvalue().splitlines()[-1])


p = argparse.ArgumentParser(prog="nargs")
p.add_argument("first")
p.add_argument("pair", nargs=2, type=int)
p.add_argument("maybe", nargs="?", default="dflt")
p.add_argument("rest", nargs="*")
p.add_argument("-o", "--opt", nargs="+")
p.add_argument("-q", nargs="?", const="CONST", default="none")
p.add_argument("-s", nargs=1)
show(p, ["a", "1", "2"])
show(p, ["a", "1", "2", "m", "r1", "r2"])
show(p, ["a", "1", "2", "-o", "x", "y", "--", "m", "r"])
show(p, ["-q", "a", "1", "2"])
show(p, ["a", "-q", "1", "2"])
show(p, ["a", "1", "-q", "2"])
show(p, ["a", "1", "2", "-q"])
show(p, ["a", "1", "2", "-qval", "-sS"])
show(p, ["a", "1", "2", "-s", "-1"])
show(p, ["-o", "x", "--", "a", "1", "2"])
show(p, ["--", "-a", "-1", "-2"])
show(p, ["a", "1", "2", "m", "--opt=z", "more"])
show(p, ["a", "1", "2", "m", "--opt=z", "more"], known=True)

acts = argparse.ArgumentParser(prog="acts")
acts.add_argument("-v", "--verbose", action="count")
acts.add_argument("--level", action="count", default=10)
acts.add_argument("-I", action="append", dest="includes", default=[])
acts.add_argument("--const", action="append_const", const=1, dest="consts")
acts.add_argument("--two", action="append_const", const=2, dest="consts")
acts.add_argument("--off", action="store_false", dest="on")
acts.add_argument("--mode", action="store_const", const="fast", default="slow")
acts.add_argument("--color", action=argparse.BooleanOptionalAction)
acts.add_argument("--words", action="extend", nargs="*")
acts.add_argument("--point", nargs=2, type=float, metavar=("X", "Y"))
show(acts, [])
show(acts, ["-vvv", "--level", "-Ia", "-I", "b", "--const", "--two", "--const"])
show(acts, ["--off", "--mode", "--color", "--words", "a", "b", "--words", "--words", "c"])
show(acts, ["--no-color", "--point", "1", "-2.5", "-v"])
show(acts, ["--verb", "--lev", "--col", "--no-c"])
ns = acts.parse_args(["-Ix"])
again = acts.parse_args([])
print("default list untouched:", again.includes, ns.includes)

t = argparse.ArgumentParser(prog="types")
t.add_argument("--hex", type=lambda s: int(s, 16))
t.add_argument("--num", type=int, default="42")
t.add_argument("--ratio", type=float, default=0.5)
t.add_argument("--pick", type=int, choices=range(1, 4))
t.add_argument("--upper", type=str.upper, choices=["A", "B"])
t.add_argument("--listy", type=list)
show(t, [])
show(t, ["--hex", "ff", "--num", "-7", "--pick", "3", "--upper", "b", "--listy", "xyz"])

d = argparse.ArgumentParser(prog="dest", argument_default=argparse.SUPPRESS)
d.add_argument("--shown")
d.add_argument("--with-dash", dest="other_name")
d.add_argument("--kept", default="here")
show(d, [])
show(d, ["--shown", "1", "--with-dash", "2"])


class Upper(argparse.Action):
    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, "%s:%s" % (option_string, str(values).upper()))


c = argparse.ArgumentParser(prog="custom")
c.add_argument("--name", action=Upper)
c.add_argument("word", action=Upper, nargs="?")
show(c, ["--name", "bob", "hi"])
print(c._actions[1])

ns = argparse.Namespace(existing=1)
res = c.parse_args(["--name", "x"], namespace=ns)
print(res is ns, ns)
print(argparse.Namespace(a=1) == argparse.Namespace(a=1), argparse.Namespace(a=1) != argparse.Namespace(a=2))
print(argparse.Namespace(a=1) == {"a": 1}, "a" in argparse.Namespace(a=1), vars(argparse.Namespace(b=2)))
print(repr(argparse.Namespace()), argparse.Namespace(x=[1, "y"], z=None))

r = argparse.ArgumentParser(prog="rem")
r.add_argument("--flag", action="store_true")
r.add_argument("cmd")
r.add_argument("args", nargs=argparse.REMAINDER)
show(r, ["--flag", "run", "--flag", "-x", "y"])
show(r, ["run"])

f = argparse.ArgumentParser(prog="files", fromfile_prefix_chars="@")
f.add_argument("--a")
f.add_argument("b", nargs="*")
with open("argparse_parsing_args.tmp", "w") as fh:
    fh.write("--a\nfrom-file\npos1\n")
show(f, ["@argparse_parsing_args.tmp", "pos2"])
import os
os.remove("argparse_parsing_args.tmp")

neg = argparse.ArgumentParser(prog="neg")
neg.add_argument("-5", dest="five", action="store_true")
neg.add_argument("x", nargs="?")
show(neg, ["-5"])
show(neg, ["-7"])
