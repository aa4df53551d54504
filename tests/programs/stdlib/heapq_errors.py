import heapq
cases = [
    ("heappush(1, 2)", lambda: heapq.heappush(1, 2)),
    ("heappush([])", lambda: heapq.heappush([])),
    ("heappush([], 1, 2)", lambda: heapq.heappush([], 1, 2)),
    ("heappop([])", lambda: heapq.heappop([])),
    ("heappop((1,))", lambda: heapq.heappop((1,))),
    ("heapify(5)", lambda: heapq.heapify(5)),
    ("heapify([3, None])", lambda: heapq.heapify([3, None])),
    ("heapreplace([], 1)", lambda: heapq.heapreplace([], 1)),
    ("heappush([1], 'a')", lambda: heapq.heappush([1], "a")),
    ("heappushpop([1], None)", lambda: heapq.heappushpop([1], None)),
    ("heapq.merge_missing", lambda: heapq.not_here),
]
for name, f in cases:
    try:
        print(name, "->", repr(f()))
    except Exception as e:
        print(name, "!!", type(e).__name__, e)
h = [1, 2, 3]
heapq.heappush(h, 0)
print(h)
heapq.heappop("not a list")
