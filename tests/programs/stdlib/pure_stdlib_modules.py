import keyword
import graphlib
import numbers
import shlex
import difflib
import calendar
from fractions import Fraction
from decimal import Decimal

print(keyword.iskeyword("for"), keyword.iskeyword("match"), keyword.issoftkeyword("match"), len(keyword.kwlist))
deps = {"app": {"lib", "utils"}, "lib": {"core"}, "utils": {"core"}, "core": set()}
ts = graphlib.TopologicalSorter(deps)
order = list(ts.static_order())
print(order[0], order[-1], len(order))
ts2 = graphlib.TopologicalSorter()
ts2.add("b", "a")
ts2.add("c", "b")
print(list(ts2.static_order()))
try:
    list(graphlib.TopologicalSorter({"a": {"b"}, "b": {"a"}}).static_order())
except graphlib.CycleError as e:
    print("cycle", e.args[0])
for v in [1, 2.5, 1j, True, Fraction(1, 2), Decimal("1.5"), "x"]:
    print(type(v).__name__, isinstance(v, numbers.Number), isinstance(v, numbers.Real), isinstance(v, numbers.Integral), isinstance(v, numbers.Rational))
print(shlex.split('cmd --name "John Smith" -x \'a b\' c\\ d'), shlex.quote("it's here"), shlex.join(["a b", "c"]))
lex = shlex.shlex("a=1, b='two'", posix=True)
lex.whitespace_split = False
print(list(lex))
a = "the quick brown fox\njumps over\nthe lazy dog\n".splitlines(keepends=True)
b = "the quick red fox\njumps over\nthe lazy cat\nand more\n".splitlines(keepends=True)
print("".join(difflib.unified_diff(a, b, fromfile="a.txt", tofile="b.txt")))
print("".join(difflib.ndiff(["one\n", "two\n"], ["one\n", "too\n"])))
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]), difflib.SequenceMatcher(None, "abcd", "bcde").ratio())
sm = difflib.SequenceMatcher(a="private Thread currentThread;", b="private volatile Thread currentThread;")
print(sm.get_opcodes(), sm.find_longest_match(0, 29, 0, 38))
print(list(difflib.context_diff(["a\n"], ["b\n"]))[:3])
print(calendar.isleap(2024), calendar.monthrange(2024, 2), calendar.weekday(2024, 1, 1), calendar.month_name[3], calendar.day_abbr[0])
print(calendar.month(2024, 2))
print(calendar.TextCalendar(calendar.SUNDAY).formatmonth(2023, 12))
print(calendar.monthcalendar(2024, 4)[0], calendar.leapdays(2000, 2025), list(calendar.Calendar().iterweekdays()))
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), calendar.HTMLCalendar().formatmonth(2024, 1)[:60])
