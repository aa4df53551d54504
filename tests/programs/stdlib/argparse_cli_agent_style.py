import argparse
import sys

parser = argparse.ArgumentParser(prog="tool", description="Process some files and report stats.",
                                 epilog="Example: tool data.csv -n 3")
parser.add_argument("input", help="input file")
parser.add_argument("-n", "--num", type=int, default=5, help="how many (default: %(default)s)")
parser.add_argument("--flag", action="store_true", help="enable the flag")
parser.add_argument("--mode", choices=["fast", "slow"], default="fast")
parser.add_argument("-v", "--verbose", action="count", default=0)
parser.add_argument("--tag", action="append", dest="tags", metavar="TAG")
parser.add_argument("--ratio", type=float)
group = parser.add_mutually_exclusive_group()
group.add_argument("--json", action="store_true")
group.add_argument("--csv", action="store_true")
parser.add_argument("extra", nargs="*")
ns = parser.parse_args(["file.txt", "-n", "7", "--flag", "-vv", "--tag", "a", "--tag=b"])
print(ns)
print(ns.num, ns.tags, vars(ns)["mode"], ns.extra)
print(parser.parse_args(["f"]))
parser.print_help()
parser.print_usage()
print(parser.format_usage())
args, rest = parser.parse_known_args(["f", "--unknown", "1"])
print(args.input, rest)

sub = argparse.ArgumentParser(prog="git")
sp = sub.add_subparsers(dest="cmd", required=True)
c = sp.add_parser("commit", help="record changes")
c.add_argument("-m", "--message", required=True)
c.add_argument("--amend", action="store_true")
p = sp.add_parser("push")
p.add_argument("remote", nargs="?", default="origin")
p.set_defaults(func=lambda a: f"pushing to {a.remote}")
print(sub.parse_args(["commit", "-m", "msg"]))
a = sub.parse_args(["push"])
print(a.func(a))
sub.print_help()

for argv in [["--num", "x", "f"], [], ["f", "--mode", "medium"], ["f", "--json", "--csv"], ["f", "--ratio"]]:
    try:
        parser.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)
p2 = argparse.ArgumentParser(exit_on_error=False)
print(p2.prog, p2.format_usage(), end="")
p2.add_argument("--n", type=int)
try:
    p2.parse_args(["--n", "q"])
except argparse.ArgumentError as e:
    print("ArgumentError:", e)
print(argparse.Namespace(a=1, b="x"), argparse.Namespace(a=1) == argparse.Namespace(a=1))
parser.parse_args(["--help"])
