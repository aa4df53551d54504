from functools import reduce, partial, wraps
import operator
def compose(*fns):
    return reduce(lambda f, g: lambda x: f(g(x)), fns, lambda x: x)
inc = partial(operator.add, 1)
dbl = partial(operator.mul, 2)
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7))
pipeline = [str.strip, str.lower, partial(str.replace, old=" ", new="_") if False else (lambda s: s.replace(" ", "_"))]
print(reduce(lambda acc, f: f(acc), pipeline, "  Hello Big World  "))
def deep_get(d, path, default=None):
    try:
        return reduce(operator.getitem, path.split("."), d)
    except (KeyError, TypeError):
        return default
cfg = {"db": {"host": "h", "ports": {"main": 5432}}}
print(deep_get(cfg, "db.ports.main"), deep_get(cfg, "db.user", "?"), deep_get(cfg, "db.host.x", "bad"))
print(reduce(lambda a, b: a if len(a) >= len(b) else b, ["ab", "abcd", "abc", "abcd"]))
print(reduce(operator.add, map(str, range(5))), reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
def retry(times):
    def deco(fn):
        @wraps(fn)
        def inner(*a):
            last = None
            for i in range(times):
                try:
                    return fn(*a, attempt=i)
                except ValueError as e:
                    last = e
            raise RuntimeError(f"{fn.__name__} failed after {times}: {last}")
        return inner
    return deco
@retry(3)
def flaky(x, attempt=0):
    if attempt < 2:
        raise ValueError(f"attempt {attempt}")
    return x * 10
@retry(2)
def never(attempt=0):
    raise ValueError("nope")
print(flaky(4), flaky.__name__)
try:
    never()
except RuntimeError as e:
    print("RuntimeError:", e)
p = partial(print, sep="|")
p("a", "b", "c")
print(partial(pow, 2)(10), partial(pow, exp=3)(2) if False else partial(sorted, reverse=True)([3, 1, 2]))
