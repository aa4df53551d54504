# the same manager instance re-entered (re-entrant depth tracking)
class Reentrant:
    def __init__(self):
        self.depth = 0
        self.max_depth = 0
        self.events = []
    def __enter__(self):
        self.depth += 1
        self.max_depth = max(self.max_depth, self.depth)
        self.events.append(f"in{self.depth}")
        return self.depth
    def __exit__(self, *exc):
        self.events.append(f"out{self.depth}")
        self.depth -= 1

r = Reentrant()
def recurse(n):
    with r as d:
        if n > 0:
            recurse(n - 1)
        return d
print(recurse(3), r.depth, r.max_depth)
print(r.events)
with r as a:
    with r as b:
        with r as c:
            print(a, b, c)
print(r.depth, r.events[-6:])
