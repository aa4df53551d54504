import itertools
from collections import deque
def take(n, it):
    return list(itertools.islice(it, n))
def chunked(it, n):
    it = iter(it)
    while True:
        chunk = list(itertools.islice(it, n))
        if not chunk:
            return
        yield chunk
def grouper(it, n, fill=None):
    args = [iter(it)] * n
    return itertools.zip_longest(*args, fillvalue=fill)
def roundrobin(*its):
    nexts = itertools.cycle(iter(i).__next__ for i in its)
    pending = len(its)
    while pending:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            pending -= 1
            nexts = itertools.cycle(itertools.islice(nexts, pending))
def powerset(s):
    s = list(s)
    return itertools.chain.from_iterable(itertools.combinations(s, r) for r in range(len(s) + 1))
def unique_everseen(it, key=None):
    seen = set()
    for x in it:
        k = x if key is None else key(x)
        if k not in seen:
            seen.add(k)
            yield x
def sliding(it, n):
    win = deque(maxlen=n)
    for x in it:
        win.append(x)
        if len(win) == n:
            yield tuple(win)
def flatten(lol):
    return itertools.chain.from_iterable(lol)
print(take(3, itertools.count(7)), list(chunked(range(10), 4)), list(grouper("ABCDEFG", 3, "x")))
print(list(roundrobin("ABC", "D", "EF")), list(powerset([1, 2, 3])))
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", key=str.lower)))
print(list(sliding(range(6), 3)), list(flatten([[1, 2], [3], []])))
print(sum(1 for _ in itertools.combinations(range(20), 3)), list(itertools.batched("abcdefg", 3)) if hasattr(itertools, "batched") else "no batched")
def nth(it, n, default=None):
    return next(itertools.islice(it, n, None), default)
print(nth(range(10), 3), nth(range(3), 10, "dflt"), list(itertools.accumulate(itertools.repeat(2, 5), lambda a, b: a * b)))
def all_equal(it):
    g = itertools.groupby(it)
    return next(g, True) and not next(g, False)
print(all_equal("aaa"), all_equal("aab"), all_equal(""))
def partition(pred, it):
    t1, t2 = itertools.tee(it)
    return list(itertools.filterfalse(pred, t1)), list(filter(pred, t2))
print(partition(lambda x: x % 2, range(10)))
