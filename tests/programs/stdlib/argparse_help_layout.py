# argparse: help and usage text layout for simple and medium parsers.
import argparse


def show(parser):
    print("#" * 20, parser.prog)
    print(parser.format_usage(), end="")
    print("-" * 8)
    print(parser.format_help(), end="")


p = argparse.ArgumentParser(prog="simple")
show(p)

p = argparse.ArgumentParser(prog="tool", description="Convert data between formats.",
                            epilog="See the manual for more.")
p.add_argument("src", help="source file")
p.add_argument("dst", nargs="?", default="-", help="destination (default: %(default)s)")
p.add_argument("-f", "--format", choices=["json", "csv", "yaml"], default="json",
               help="output format, one of %(choices)s")
p.add_argument("-n", "--limit", type=int, metavar="N", help="stop after N records (%(type)s)")
p.add_argument("-q", "--quiet", action="store_true", help="say nothing")
p.add_argument("--verbose", "-v", action="count", default=0, help="more output")
p.add_argument("--tag", action="append", help="a tag; may repeat")
p.add_argument("--pair", nargs=2, metavar=("K", "V"), help="a key and a value")
p.add_argument("--any", nargs="*", help="zero or more")
p.add_argument("--hidden", help=argparse.SUPPRESS)
p.add_argument("--a-really-long-option-name-that-is-wide", help="wide option forces the help onto the next line")
show(p)

g = argparse.ArgumentParser(prog="groups", description="Groups and exclusive options.")
net = g.add_argument_group("network", "Where to connect.")
net.add_argument("--host", default="localhost", help="server host")
net.add_argument("--port", type=int, default=8080, help="server port")
auth = g.add_argument_group("authentication")
x = auth.add_mutually_exclusive_group()
x.add_argument("--token", help="API token")
x.add_argument("--password", help="password")
req = g.add_mutually_exclusive_group(required=True)
req.add_argument("--read", action="store_true")
req.add_argument("--write", action="store_true")
g.add_argument("paths", nargs="+", help="paths to process")
g.add_argument_group("empty group", "never shown")
show(g)

long_pos = argparse.ArgumentParser(prog="longpos")
for name in ["alpha_input_file", "beta_input_file", "gamma_output_file", "delta_log_file", "epsilon_x"]:
    long_pos.add_argument(name)
long_pos.add_argument("--o1")
long_pos.add_argument("--o2")
show(long_pos)

only_pos = argparse.ArgumentParser(prog="onlypos", add_help=False)
for name in ["first_argument_name", "second_argument_name", "third_argument_name", "fourth_argument"]:
    only_pos.add_argument(name, nargs="*")
show(only_pos)

lp = argparse.ArgumentParser(prog="a-program-with-a-rather-long-name-indeed-yes-very-long")
for i in range(6):
    lp.add_argument("--opt%d" % i, metavar="VALUE")
lp.add_argument("target")
show(lp)

d = argparse.ArgumentParser(prog="defaults", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
d.add_argument("--rate", type=float, default=1.5, help="the rate")
d.add_argument("--name", help="no default shown? (None is shown)")
d.add_argument("--flag", action="store_true", help="a flag")
d.add_argument("--nohelp", default=3)
d.add_argument("--sup", default=argparse.SUPPRESS, help="suppressed default")
d.add_argument("items", nargs="*", default=["a"], help="some items")
d.add_argument("one", help="plain positional")
show(d)

raw = argparse.ArgumentParser(prog="rawdesc", formatter_class=argparse.RawDescriptionHelpFormatter,
                              description="Usage:\n  rawdesc --x 1\n\n    indented  block", epilog="  end\n    of text")
raw.add_argument("--x", help="this   help   is   still   wrapped and joined " * 3)
show(raw)

mt = argparse.ArgumentParser(prog="mt", formatter_class=argparse.MetavarTypeHelpFormatter)
mt.add_argument("--count", type=int)
mt.add_argument("value", type=float)
show(mt)

wide = argparse.ArgumentParser(prog="wide", formatter_class=lambda prog: argparse.HelpFormatter(prog, max_help_position=40, width=60))
wide.add_argument("--medium-length-option", help="help that is long enough to wrap at sixty columns wide")
wide.add_argument("-x", help="short")
show(wide)

u = argparse.ArgumentParser(prog="custom", usage="%(prog)s [options] FILE...", description="  Leading and   trailing   spaces   ")
u.add_argument("--opt", help="%(prog)s option, %% sign, dest %(dest)s, default %(default)r")
show(u)

nh = argparse.ArgumentParser(prog="nohelp", add_help=False, prefix_chars="-+")
nh.add_argument("+v", "++verbose", action="store_true", help="plus style")
nh.add_argument("-q", action="store_true", help="minus style")
nh.add_argument("--opt", nargs=argparse.REMAINDER)
show(nh)

bo = argparse.ArgumentParser(prog="bool")
bo.add_argument("--color", action=argparse.BooleanOptionalAction, default=False, help="use color")
bo.add_argument("--cache", action=argparse.BooleanOptionalAction, help="use cache")
m2 = bo.add_mutually_exclusive_group(required=True)
m2.add_argument("--one", action="store_true")
show(bo)

sup = argparse.ArgumentParser(prog="sup", usage=argparse.SUPPRESS, description="no usage line")
sup.add_argument("x")
show(sup)
ver = argparse.ArgumentParser(prog="ver")
ver.add_argument("--version", action="version", version="1.0")
ver.add_argument("n", nargs=3, type=int, metavar=("A", "B", "C"))
ver.add_argument("m", nargs=1, metavar="M")
print(ver.format_usage(), end="")
ver.add_argument("--out", nargs=2, metavar=("OUT", "FMT"), help="two metavars")
ver.add_argument("--opt-star", nargs="*", metavar=("FIRST", "MORE"))
ver.add_argument("--opt-plus", nargs="+", metavar=("ONE", "REST"))
print(ver.format_usage(), end="")
ver._actions[2].metavar = "ABC"
show(ver)
