# argparse: sub-commands (add_subparsers / add_parser), the agent-CLI pattern.
import argparse
import contextlib
import io


def attempt(label, parser, argv, known=False):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            result = (parser.parse_known_args if known else parser.parse_args)(argv)
        except SystemExit as e:
            result = "SystemExit(%r)" % (e.code,)
    print("==", label, argv, "->", result)
    if out.getvalue():
        print(out.getvalue(), end="")
    if err.getvalue():
        print("[stderr]", err.getvalue(), end="")


def cmd_add(args):
    return "adding %s to %s" % (args.items, args.repo)


def cmd_rm(args):
    return "removing %s (force=%s)" % (args.path, args.force)


main = argparse.ArgumentParser(prog="vcs", description="A tiny version control tool.")
main.add_argument("--repo", default=".", help="repository path")
main.add_argument("-v", "--verbose", action="store_true")
subs = main.add_subparsers(dest="command", help="sub-command to run")
add = subs.add_parser("add", help="add files", description="Add files to the index.")
add.add_argument("items", nargs="+", help="files to add")
add.add_argument("-n", "--dry-run", action="store_true")
add.set_defaults(func=cmd_add)
rm = subs.add_parser("remove", aliases=["rm", "del"], help="remove a file")
rm.add_argument("path")
rm.add_argument("--force", action="store_true")
rm.set_defaults(func=cmd_rm, verbose="from-rm")
st = subs.add_parser("status")
st.add_argument("--short", "-s", action="store_true")

for argv in (["add", "a.txt", "b.txt"], ["--repo", "/r", "rm", "x", "--force"],
             ["-v", "del", "y"], ["status", "-s"]):
    ns = main.parse_args(argv)
    print(argv, "->", {k: getattr(v, "__name__", v) for k, v in vars(ns).items()})
    if hasattr(ns, "func"):
        print("  ", ns.func(ns))
attempt("no command", main, [])
attempt("unknown command", main, ["push"])
attempt("sub option before command", main, ["--force", "rm", "x"])
attempt("missing sub positional", main, ["remove"])
attempt("bad sub option", main, ["status", "--long"])
attempt("leftover known", main, ["status", "--long", "x"], known=True)
attempt("main help", main, ["-h"])
attempt("add help", main, ["add", "--help"])
attempt("rm help", main, ["rm", "-h"])
attempt("status help", main, ["status", "-h"])
print(sorted(subs.choices), subs.choices["rm"] is subs.choices["remove"])
print(add.prog, rm.prog, st.prog)

req = argparse.ArgumentParser(prog="req")
req.add_argument("target")
rs = req.add_subparsers(required=True, metavar="ACTION", title="actions",
                        description="what to do with the target")
rs.add_parser("build", help="compile it")
rs.add_parser("test", help="run its tests").add_argument("-k")
attempt("required missing", req, ["x"])
attempt("build", req, ["x", "build"])
attempt("test -k", req, ["x", "test", "-k", "expr"])
attempt("help", req, ["--help"])
attempt("test help", req, ["x", "test", "-h"])

nodest = argparse.ArgumentParser(prog="nodest")
nd = nodest.add_subparsers(required=True)
nd.add_parser("one")
nd.add_parser("two")
attempt("required without dest", nodest, [])
attempt("picked", nodest, ["two"])
attempt("usage", nodest, ["-h"])

nested = argparse.ArgumentParser(prog="cloud")
level1 = nested.add_subparsers(dest="service")
compute = level1.add_parser("compute")
level2 = compute.add_subparsers(dest="action")
start = level2.add_parser("start", help="start an instance")
start.add_argument("name")
start.add_argument("--size", choices=["small", "large"], default="small")
level2.add_parser("stop", help="stop an instance").add_argument("name")
attempt("nested", nested, ["compute", "start", "web1", "--size", "large"])
attempt("nested bad choice", nested, ["compute", "start", "web1", "--size", "huge"])
attempt("nested help", nested, ["compute", "-h"])
attempt("nested start help", nested, ["compute", "start", "-h"])
print(start.prog)

parent = argparse.ArgumentParser(add_help=False)
parent.add_argument("--config", default="cfg.toml")
shared = argparse.ArgumentParser(prog="shared")
sp = shared.add_subparsers(dest="cmd")
sp.add_parser("run", parents=[parent]).add_argument("job")
sp.add_parser("list", parents=[parent])
attempt("parent option in sub", shared, ["run", "--config", "x.toml", "j1"])
attempt("parent default", shared, ["list"])
attempt("dup parser", shared, ["list"])
try:
    sp.add_parser("run")
except argparse.ArgumentError as e:
    print("ArgumentError:", e)
try:
    sp.add_parser("other", aliases=["list"])
except argparse.ArgumentError as e:
    print("ArgumentError:", e)
