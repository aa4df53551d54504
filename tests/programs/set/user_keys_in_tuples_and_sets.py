from dataclasses import dataclass


@dataclass(frozen=True)
class P:
    x: int
    y: int


class M:
    def __init__(self, c):
        self.c = c

    def __eq__(self, o):
        return isinstance(o, M) and self.c == o.c

    def __hash__(self):
        return hash(self.c)

    def __repr__(self):
        return f"M({self.c})"


# A search over states keyed by (point, heading) tuples, as agents write it.
seen = set()
frontier = [(P(0, 0), "N")]
moves = {"N": (0, 1), "E": (1, 0)}
steps = 0
while frontier and steps < 20:
    pos, head = frontier.pop()
    if (pos, head) in seen:
        continue
    seen.add((pos, head))
    steps += 1
    dx, dy = moves[head]
    nxt = P(pos.x + dx, pos.y + dy)
    if nxt.x < 2 and nxt.y < 2:
        frontier.append((nxt, head))
        frontier.append((nxt, "E" if head == "N" else "N"))
        frontier.append((P(0, 0), "N"))
print(len(seen), sorted((p.x, p.y, h) for p, h in seen))

d = {(P(0, 0), "N"): 1}
d[(P(0, 0), "N")] += 1
print(d, d.get((P(0, 0), "N")), (P(0, 0), "N") in d, len({(P(1, 2), 1), (P(1, 2), 1)}))
cost = {}
for a, b in [(M(1), M(2)), (M(1), M(2)), (M(2), M(1))]:
    cost[(a, b)] = cost.get((a, b), 0) + 1
print(sorted(cost.values()), len(cost))
print({M(1): 1} == {M(1): 1}, {(M(1), 2)} == {(M(1), 2)}, {M(1)} == {M(2)}, {M(1): 1} == {M(2): 1})
print([{M(1)}] == [{M(1)}], ({M(1): 2},) == ({M(1): 2},), {M(1)} != {M(1)}, {frozenset([M(1)])} == {frozenset([M(1)])})
print(set([M(1), M(2), M(1)]) == {M(1), M(2)}, frozenset([M(3)]) == {M(3)}, {M(1), M(2)} - {M(2)})
print(hash((P(1, 2), 3)) == hash((P(1, 2), 3)), {(M(5),): "a"}[(M(5),)])
try:
    {([1],): 1}
except TypeError as e:
    print(e)


class NoHash:
    __hash__ = None


try:
    {(NoHash(), 1)}
except TypeError as e:
    print(e)
