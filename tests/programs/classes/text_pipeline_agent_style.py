from collections import Counter, defaultdict
from functools import cached_property, singledispatch, reduce
import itertools
import string

TEXT = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness..."""


class Doc:
    def __init__(self, text):
        self.text = text

    @cached_property
    def words(self):
        print("(computing words)")
        table = str.maketrans("", "", string.punctuation)
        return [w.lower() for w in self.text.translate(table).split()]

    @property
    def freq(self):
        return Counter(self.words)


d = Doc(TEXT)
print(len(d.words), len(d.words), d.freq.most_common(4))
print("{:<10}{:>5}".format("word", "n"))
for w, n in sorted(d.freq.items(), key=lambda kv: (-kv[1], kv[0]))[:6]:
    print(f"{w:.<10}{n:>5}")
print("title".center(20, "*"), "x".ljust(4, "-") + "|", "42".zfill(6), "-42".zfill(6), "a\tb\tc".expandtabs(4))
print("key=value=x".partition("="), "key=value=x".rpartition("="), "a,b,,c".split(","), "  a  b ".split())
print("Hello World".swapcase(), "hello world".title(), "ß".casefold(), "x1".isidentifier(), "1x".isidentifier())
print("abc".translate({ord("a"): "A", ord("b"): None}), "ab".encode(), "é".encode("utf-8"), b"caf\xc3\xa9".decode())
print("Mississippi".count("ss"), "Mississippi".replace("ss", "SS", 1), "abc"[::-1], "a-b-c".rsplit("-", 1))
print("%-10s|%+5d|%5.1f%%" % ("name", 42, 99.5), "%(a)s-%(b)03d" % {"a": "x", "b": 7})
print(str.join(", ", map(str, range(5))), "line1\nline2\r\nline3".splitlines(), "CamelCaseString".lower())
print("  strip me  ".strip(), "xxhixx".strip("x"), "prefix_name".removeprefix("prefix_"), "file.txt".removesuffix(".txt"))
print("abc" < "abd", "Z" < "a", sorted(["b", "A", "c", "B"]), sorted(["b", "A", "c", "B"], key=str.lower))
print(ord("A"), chr(97), "a" * 3, "-".join("abc"), "%c" % 65, f"{65:c}", f"{'x'!a}", f"{3.0!s}")


def make_counter():
    count = 0

    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc


c = make_counter()
print(c(), c(), c(5))
adders = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders])


@singledispatch
def show(x):
    return f"obj {x!r}"


@show.register
def _(x: int):
    return f"int {x}"


@show.register(list)
def _(x):
    return "list of " + ", ".join(show(i) for i in x)


print(show(1), show("s"), show([1, "a"]))


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


print(list(itertools.islice(fib(), 10)), sum(x for x in itertools.takewhile(lambda n: n < 100, fib()) if x % 2 == 0))
gen = (x * x for x in range(5))
print(next(gen), list(gen), list(gen))


def chunked(it, n):
    it = iter(it)
    while batch := tuple(itertools.islice(it, n)):
        yield batch


print(list(chunked(range(7), 3)))
nested = {"a": {"b": {"c": 1}}, "d": [1, {"e": 2}]}


def flatten(obj, prefix=""):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from flatten(v, f"{prefix}{k}.")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from flatten(v, f"{prefix}{i}.")
    else:
        yield prefix.rstrip("."), obj


print(dict(flatten(nested)))
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*matrix)), [list(r) for r in zip(*matrix)], [[r[i] for r in matrix] for i in range(3)])
print(reduce(lambda acc, kv: {**acc, kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
grid = defaultdict(lambda: defaultdict(int))
grid["x"]["y"] += 1
print({k: dict(v) for k, v in grid.items()}, grid["q"], len(grid))


class Node:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val, self.next = val, next

    def __iter__(self):
        node = self
        while node:
            yield node.val
            node = node.next

    def __repr__(self):
        return " -> ".join(map(str, self))


lst = reduce(lambda acc, v: Node(v, acc), [3, 2, 1], None)
print(lst, list(lst), sum(lst), max(lst), 2 in lst)


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __eq__(self, o):
        return isinstance(o, Money) and self.cents == o.cents

    def __hash__(self):
        return hash(self.cents)

    def __lt__(self, o):
        return self.cents < o.cents

    def __add__(self, o):
        return Money(self.cents + (o.cents if isinstance(o, Money) else o))

    __radd__ = __add__

    def __str__(self):
        return f"${self.cents / 100:,.2f}"

    def __repr__(self):
        return f"Money({self.cents})"

    def __bool__(self):
        return self.cents != 0


wallet = [Money(150), Money(99), Money(150), Money(0)]
print(set(wallet) == {Money(150), Money(99), Money(0)}, sum(wallet), str(sum(wallet)), sorted(wallet), min(wallet), [bool(m) for m in wallet])
print(f"{Money(123456)}", f"{Money(5)!r}", "%s" % Money(1), str(Money(10**9)))
print(sorted(wallet, key=lambda m: (-m.cents, id(m) * 0)), wallet.index(Money(99)), wallet.count(Money(150)))
